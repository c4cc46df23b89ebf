import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ConfirmMealPhotoInput, useConfirmMealPhotoMutation as ConfirmMealPhotoMutation } from '../../__generated__/useConfirmMealPhotoMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useConfirmMealPhotoMutation($input: ConfirmMealPhotoInput!) {
    confirmMealPhoto(input: $input) {
      mealType
      loggedFood {
        id
        nutrition {
          calories
        }
      }
    }
  }
`;

/** Logs a recognised meal ('Log it'); resolves with the meal and the logged calories. */
export function useConfirmMealPhotoMutation(): (input: ConfirmMealPhotoInput) => Promise<{ mealType: string; calories: number }> {
  const [run] = usePromiseMutation<ConfirmMealPhotoMutation>(mutation);
  return useCallback(
    async (input: ConfirmMealPhotoInput) => {
      const response = await run({ input });
      return {
        mealType: response.confirmMealPhoto.mealType,
        calories: response.confirmMealPhoto.loggedFood.reduce((sum, item) => sum + item.nutrition.calories, 0),
      };
    },
    [run],
  );
}
