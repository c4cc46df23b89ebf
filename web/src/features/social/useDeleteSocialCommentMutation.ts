import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSocialCommentMutation as Mutation } from '../../__generated__/useDeleteSocialCommentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteSocialCommentMutation($input: DeleteSocialCommentInput!, $connections: [ID!]!) {
    deleteSocialComment(input: $input) {
      deletedCommentId @deleteEdge(connections: $connections)
      post {
        id
        commentCount
      }
    }
  }
`;

export function useDeleteSocialCommentMutation(connectionId: string): [(commentId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (commentId: string) => {
      await run({ input: { commentId }, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
