import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  LogAssistantRecipeInput,
  useLogAssistantRecipeMutation as LogAssistantRecipeMutation,
} from '../../__generated__/useLogAssistantRecipeMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useLogAssistantRecipeMutation($input: LogAssistantRecipeInput!) {
    logAssistantRecipe(input: $input) {
      mealType
      date
      loggedFood {
        id
        nutrition {
          calories
        }
      }
    }
  }
`;

/** Logs one serving of a suggested recipe; resolves with the logged calories. */
export function useLogAssistantRecipeMutation(): [(input: LogAssistantRecipeInput) => Promise<{ calories: number; mealType: string }>, boolean] {
  const [run, isInFlight] = usePromiseMutation<LogAssistantRecipeMutation>(mutation);
  const log = useCallback(
    async (input: LogAssistantRecipeInput) => {
      const payload = (await run({ input })).logAssistantRecipe;
      return { calories: payload.loggedFood.reduce((sum, item) => sum + item.nutrition.calories, 0), mealType: payload.mealType };
    },
    [run],
  );
  return [log, isInFlight];
}
