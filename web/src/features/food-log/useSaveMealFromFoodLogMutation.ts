import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SaveMealFromFoodLogInput,
  useSaveMealFromFoodLogMutation as SaveMealFromFoodLogMutation,
} from '../../__generated__/useSaveMealFromFoodLogMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const saveMealFromFoodLogMutation = graphql`
  mutation useSaveMealFromFoodLogMutation($input: SaveMealFromFoodLogInput!) {
    saveMealFromFoodLog(input: $input) {
      savedMeal {
        id
        name
        kind
      }
    }
  }
`;

/** Saves a logged meal (or one logged item) to My Foods; resolves with the saved name. */
export function useSaveMealFromFoodLogMutation(): [(input: SaveMealFromFoodLogInput) => Promise<string>, boolean] {
  const [commit, isInFlight] = useMutation<SaveMealFromFoodLogMutation>(saveMealFromFoodLogMutation);
  const save = useCallback(
    (input: SaveMealFromFoodLogInput) =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: ({ saveMealFromFoodLog }) => resolve(saveMealFromFoodLog.savedMeal.name),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [save, isInFlight];
}
