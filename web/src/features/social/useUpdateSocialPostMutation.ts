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
        audience
        editedAt
      }
    }
  }
`;

/** Changes a post's text and who can see it (never wider than the profile: the server refuses with the reason). */
export function useUpdateSocialPostMutation(): [(input: { postId: string; text: string; audience: 'friends' | 'public' }) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: { postId: string; text: string; audience: 'friends' | 'public' }) => {
      await run({ input });
    },
    [run],
  );
  return [commit, isInFlight];
}
