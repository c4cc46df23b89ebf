import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemoveFoodLogItemMutation as RemoveFoodLogItemMutation } from '../../__generated__/useRemoveFoodLogItemMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { removeItemOptimistically } from './optimisticFoodLog';

const removeFoodLogItemMutation = graphql`
  mutation useRemoveFoodLogItemMutation($input: RemoveFoodLogItemInput!, $date: LocalDate!) {
    removeFoodLogItem(input: $input) {
      removedItemId
      viewer {
        foodLog(date: $date) {
          ...FoodLogDay_foodLog
        }
      }
    }
  }
`;

/** Removes an item; it disappears at once and comes back if the server refuses. */
export function useRemoveFoodLogItemMutation(): (request: { date: string; itemId: string }) => Promise<void> {
  const [run] = usePromiseMutation<RemoveFoodLogItemMutation>(removeFoodLogItemMutation);
  return useCallback(
    async ({ date, itemId }) => {
      await run({ input: { itemId }, date }, { optimisticUpdater: (store) => removeItemOptimistically(store, date, itemId) });
    },
    [run],
  );
}
