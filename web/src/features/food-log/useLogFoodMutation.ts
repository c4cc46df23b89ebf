import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useLogFoodMutation as LogFoodMutation } from '../../__generated__/useLogFoodMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import type { MealType } from './mealTypes';
import type { Macros } from './nutritionMath';
import { addItemOptimistically } from './optimisticFoodLog';

const logFoodMutation = graphql`
  mutation useLogFoodMutation($input: LogFoodInput!, $date: LocalDate!) {
    logFood(input: $input) {
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

export interface LogFoodRequest {
  date: string;
  mealType: MealType;
  foodId: string;
  quantity: number;
  unit: string;
  /** What the picker showed, for the optimistic row. */
  preview: { name: string; brand: string | null; grams: number | null; macros: Macros };
}

/** Logs a portion of a food; the row appears at once and the server's answer replaces it. */
export function useLogFoodMutation(): [(request: LogFoodRequest) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<LogFoodMutation>(logFoodMutation);
  const logFood = useCallback(
    async ({ date, mealType, foodId, quantity, unit, preview }: LogFoodRequest) => {
      await run(
        { input: { date, mealType, foodId, quantity, unit }, date },
        { optimisticUpdater: (store) => addItemOptimistically(store, date, { ...preview, foodId, quantity, unit, mealType }) },
      );
    },
    [run],
  );
  return [logFood, isInFlight];
}
