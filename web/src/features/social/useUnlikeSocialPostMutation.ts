import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUnlikeSocialPostMutation as Mutation } from '../../__generated__/useUnlikeSocialPostMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUnlikeSocialPostMutation($input: SocialPostIdInput!) {
    unlikeSocialPost(input: $input) {
      post {
        id
        likeCount
        viewerHasLiked
      }
    }
  }
`;

export function useUnlikeSocialPostMutation(): [(postId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (postId: string) => {
      await run({ input: { postId } });
    },
    [run],
  );
  return [commit, isInFlight];
}
