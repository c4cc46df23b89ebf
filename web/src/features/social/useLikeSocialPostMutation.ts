import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useLikeSocialPostMutation as Mutation } from '../../__generated__/useLikeSocialPostMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useLikeSocialPostMutation($input: SocialPostIdInput!) {
    likeSocialPost(input: $input) {
      post {
        id
        likeCount
        viewerHasLiked
      }
    }
  }
`;

export function useLikeSocialPostMutation(): [(postId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (postId: string) => {
      await run({ input: { postId } });
    },
    [run],
  );
  return [commit, isInFlight];
}
