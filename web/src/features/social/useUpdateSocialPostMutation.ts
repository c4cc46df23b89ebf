import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateSocialPostMutation as Mutation } from '../../__generated__/useUpdateSocialPostMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateSocialPostMutation($input: UpdateSocialPostInput!) {
    updateSocialPost(input: $input) {
      post {
        id
        text
        editedAt
      }
    }
  }
`;

export function useUpdateSocialPostMutation(): [(input: { postId: string; text: string }) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: { postId: string; text: string }) => {
      await run({ input });
    },
    [run],
  );
  return [commit, isInFlight];
}
