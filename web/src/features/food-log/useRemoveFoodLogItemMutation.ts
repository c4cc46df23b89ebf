import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveFoodLogItemMutation as RemoveFoodLogItemMutation } from '../../__generated__/useRemoveFoodLogItemMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
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
  const [commit] = useMutation<RemoveFoodLogItemMutation>(removeFoodLogItemMutation);
  return useCallback(
    ({ date, itemId }) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { itemId }, date },
          optimisticUpdater: (store) => removeItemOptimistically(store, date, itemId),
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
}
