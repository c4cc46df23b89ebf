import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateFoodLogItemMutation as UpdateFoodLogItemMutation } from '../../__generated__/useUpdateFoodLogItemMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import type { MealType } from './mealTypes';
import type { Macros } from './nutritionMath';
import { updateItemOptimistically } from './optimisticFoodLog';

const updateFoodLogItemMutation = graphql`
  mutation useUpdateFoodLogItemMutation($input: UpdateFoodLogItemInput!, $date: LocalDate!) {
    updateFoodLogItem(input: $input) {
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

export interface UpdateItemRequest {
  date: string;
  itemId: string;
  mealType: MealType;
  /** Omitted for quick adds, whose amount cannot change. */
  amount: { quantity: number; unit: string } | null;
  preview: { quantity: number; unit: string; grams: number | null; macros: Macros };
}

/** Edits an item's amount or moves it to another meal of the same day. */
export function useUpdateFoodLogItemMutation(): [(request: UpdateItemRequest) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<UpdateFoodLogItemMutation>(updateFoodLogItemMutation);
  const update = useCallback(
    async ({ date, itemId, mealType, amount, preview }: UpdateItemRequest) => {
      await run(
        { input: { itemId, mealType, ...(amount ?? {}) }, date },
        { optimisticUpdater: (store) => updateItemOptimistically(store, date, itemId, { ...preview, mealType }) },
      );
    },
    [run],
  );
  return [update, isInFlight];
}
