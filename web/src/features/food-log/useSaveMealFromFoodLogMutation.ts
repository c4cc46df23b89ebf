import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SaveMealFromFoodLogInput,
  useSaveMealFromFoodLogMutation as SaveMealFromFoodLogMutation,
} from '../../__generated__/useSaveMealFromFoodLogMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  const [run, isInFlight] = usePromiseMutation<SaveMealFromFoodLogMutation>(saveMealFromFoodLogMutation);
  const save = useCallback(
    async (input: SaveMealFromFoodLogInput) => {
      const { saveMealFromFoodLog } = await run({ input });
      return saveMealFromFoodLog.savedMeal.name;
    },
    [run],
  );
  return [save, isInFlight];
}
