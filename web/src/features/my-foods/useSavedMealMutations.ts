import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSavedMealMutationsDeleteMutation } from '../../__generated__/useSavedMealMutationsDeleteMutation.graphql';
import type { useSavedMealMutationsFavoriteMutation } from '../../__generated__/useSavedMealMutationsFavoriteMutation.graphql';
import type { useSavedMealMutationsLogMutation } from '../../__generated__/useSavedMealMutationsLogMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import type { MealType } from '../food-log/mealTypes';

// The three small My Foods mutations on a saved meal or food live together: each is a few
// lines and they are always used side by side.

/** Marks or unmarks a favourite; the star changes at once. */
export function useSetSavedMealFavoriteMutation(): (savedMealId: string, isFavorite: boolean) => Promise<void> {
  const [commit] = useMutation<useSavedMealMutationsFavoriteMutation>(graphql`
    mutation useSavedMealMutationsFavoriteMutation($input: SetSavedMealFavoriteInput!) {
      setSavedMealFavorite(input: $input) {
        savedMeal {
          id
          isFavorite
        }
      }
    }
  `);
  return useCallback(
    (savedMealId, isFavorite) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { savedMealId, isFavorite } },
          optimisticResponse: { setSavedMealFavorite: { savedMeal: { id: savedMealId, isFavorite } } },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
}

/** Logs every item of a saved meal to a day; the day's log in the store is updated too. */
export function useLogSavedMealMutation(): (request: { savedMealId: string; date: string; mealType: MealType | null }) => Promise<void> {
  const [commit] = useMutation<useSavedMealMutationsLogMutation>(graphql`
    mutation useSavedMealMutationsLogMutation($input: LogSavedMealInput!, $date: LocalDate!) {
      logSavedMeal(input: $input) {
        viewer {
          foodLog(date: $date) {
            ...FoodLogDay_foodLog
          }
        }
      }
    }
  `);
  return useCallback(
    ({ savedMealId, date, mealType }) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { savedMealId, date, mealType }, date },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
}

/** Deletes a saved meal or food and drops it from the lists that show it. */
export function useDeleteSavedMealMutation(): (savedMealId: string, connections: string[]) => Promise<void> {
  const [commit] = useMutation<useSavedMealMutationsDeleteMutation>(graphql`
    mutation useSavedMealMutationsDeleteMutation($input: SavedMealRefInput!, $connections: [ID!]!) {
      deleteSavedMeal(input: $input) {
        deletedSavedMealId @deleteEdge(connections: $connections)
      }
    }
  `);
  return useCallback(
    (savedMealId, connections) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { savedMealId }, connections },
          optimisticResponse: { deleteSavedMeal: { deletedSavedMealId: savedMealId } },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
}
