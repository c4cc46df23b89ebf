import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSavedMealMutationsDeleteMutation } from '../../__generated__/useSavedMealMutationsDeleteMutation.graphql';
import type { useSavedMealMutationsFavoriteMutation } from '../../__generated__/useSavedMealMutationsFavoriteMutation.graphql';
import type { useSavedMealMutationsLogMutation } from '../../__generated__/useSavedMealMutationsLogMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import type { MealType } from '../food-log/mealTypes';

// The three small My Foods mutations on a saved meal or food live together: each is a few
// lines and they are always used side by side.

/** Marks or unmarks a favourite; the star changes at once. */
export function useSetSavedMealFavoriteMutation(): (savedMealId: string, isFavorite: boolean) => Promise<void> {
  const [run] = usePromiseMutation<useSavedMealMutationsFavoriteMutation>(graphql`
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
    async (savedMealId, isFavorite) => {
      await run({ input: { savedMealId, isFavorite } }, { optimisticResponse: { setSavedMealFavorite: { savedMeal: { id: savedMealId, isFavorite } } } });
    },
    [run],
  );
}

/** Logs every item of a saved meal to a day; the day's log in the store is updated too. */
export function useLogSavedMealMutation(): (request: { savedMealId: string; date: string; mealType: MealType | null }) => Promise<void> {
  const [run] = usePromiseMutation<useSavedMealMutationsLogMutation>(graphql`
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
    async ({ savedMealId, date, mealType }) => {
      await run({ input: { savedMealId, date, mealType }, date });
    },
    [run],
  );
}

/** Deletes a saved meal or food and drops it from the lists that show it. */
export function useDeleteSavedMealMutation(): (savedMealId: string, connections: string[]) => Promise<void> {
  const [run] = usePromiseMutation<useSavedMealMutationsDeleteMutation>(graphql`
    mutation useSavedMealMutationsDeleteMutation($input: SavedMealRefInput!, $connections: [ID!]!) {
      deleteSavedMeal(input: $input) {
        deletedSavedMealId @deleteEdge(connections: $connections)
      }
    }
  `);
  return useCallback(
    async (savedMealId, connections) => {
      await run({ input: { savedMealId }, connections }, { optimisticResponse: { deleteSavedMeal: { deletedSavedMealId: savedMealId } } });
    },
    [run],
  );
}
