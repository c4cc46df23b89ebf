import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useQuickAddFoodMutation as QuickAddFoodMutation } from '../../__generated__/useQuickAddFoodMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import type { MealType } from './mealTypes';
import { addItemOptimistically } from './optimisticFoodLog';

const quickAddFoodMutation = graphql`
  mutation useQuickAddFoodMutation($input: QuickAddFoodInput!, $date: LocalDate!) {
    quickAddFood(input: $input) {
      item {
        id
      }
      viewer {
        foodLog(date: $date) {
          ...FoodLogDay_foodLog
        }
      }
    }
  }
`;

export interface QuickAddRequest {
  date: string;
  mealType: MealType;
  name: string | null;
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

/** Logs calories (and optional macros) without a food. */
export function useQuickAddFoodMutation(): [(request: QuickAddRequest) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<QuickAddFoodMutation>(quickAddFoodMutation);
  const quickAdd = useCallback(
    async (request: QuickAddRequest) => {
      const { date, mealType, name, calories, protein, carbs, fat } = request;
      await run(
        { input: { date, mealType, name, calories, protein, carbs, fat }, date },
        {
          optimisticUpdater: (store) =>
            addItemOptimistically(store, date, {
              name: name || 'Quick add',
              brand: null,
              foodId: null,
              quantity: 1,
              unit: 'serving',
              grams: null,
              mealType,
              macros: { calories, protein: protein ?? 0, carbs: carbs ?? 0, fat: fat ?? 0 },
            }),
        },
      );
    },
    [run],
  );
  return [quickAdd, isInFlight];
}
