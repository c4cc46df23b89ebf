import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAddSocialCommentMutation as Mutation } from '../../__generated__/useAddSocialCommentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddSocialCommentMutation($input: AddSocialCommentInput!, $connections: [ID!]!) {
    addSocialComment(input: $input) {
      comment @appendNode(connections: $connections, edgeTypeName: "SocialCommentEdge") {
        ...SocialComments_comment
      }
      post {
        id
        commentCount
      }
    }
  }
`;

export function useAddSocialCommentMutation(connectionId: string): [(input: { postId: string; text: string }) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: { postId: string; text: string }) => {
      await run({ input, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
