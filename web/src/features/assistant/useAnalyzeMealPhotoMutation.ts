import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useAnalyzeMealPhotoMutation as AnalyzeMealPhotoMutation,
  useAnalyzeMealPhotoMutation$data,
} from '../../__generated__/useAnalyzeMealPhotoMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAnalyzeMealPhotoMutation($input: AnalyzeMealPhotoInput!) {
    analyzeMealPhoto(input: $input) {
      items {
        foodId
        name
        grams
        confidence
        nutrition {
          calories
        }
      }
      viewer {
        user {
          ...AssistantUsageMeter_user
        }
      }
    }
  }
`;

export type RecognisedItems = useAnalyzeMealPhotoMutation$data['analyzeMealPhoto']['items'];

/** Sends a meal photo for recognition (nothing is logged); resolves with the recognised foods and grams. */
export function useAnalyzeMealPhotoMutation(): [(photo: File, clientDate: string) => Promise<RecognisedItems>, boolean] {
  const [run, isInFlight] = usePromiseMutation<AnalyzeMealPhotoMutation>(mutation);
  const analyze = useCallback(
    async (photo: File, clientDate: string) => {
      const response = await run({ input: { photo: null, clientDate } }, { uploadables: { 'input.photo': photo } });
      return response.analyzeMealPhoto.items;
    },
    [run],
  );
  return [analyze, isInFlight];
}
