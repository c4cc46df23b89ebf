import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSocialPostMutation as Mutation } from '../../__generated__/useDeleteSocialPostMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteSocialPostMutation($input: SocialPostIdInput!, $connections: [ID!]!) {
    deleteSocialPost(input: $input) {
      deletedPostId @deleteEdge(connections: $connections)
    }
  }
`;

export function useDeleteSocialPostMutation(connectionId: string): [(postId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (postId: string) => {
      await run({ input: { postId }, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
