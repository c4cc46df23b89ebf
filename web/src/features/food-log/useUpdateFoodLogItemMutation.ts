import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateFoodLogItemMutation as UpdateFoodLogItemMutation } from '../../__generated__/useUpdateFoodLogItemMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
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
  const [commit, isInFlight] = useMutation<UpdateFoodLogItemMutation>(updateFoodLogItemMutation);
  const update = useCallback(
    ({ date, itemId, mealType, amount, preview }: UpdateItemRequest) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { itemId, mealType, ...(amount ?? {}) }, date },
          optimisticUpdater: (store) => updateItemOptimistically(store, date, itemId, { ...preview, mealType }),
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
