import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateSocialPostInput, useCreateSocialPostMutation as Mutation } from '../../__generated__/useCreateSocialPostMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateSocialPostMutation($input: CreateSocialPostInput!, $connections: [ID!]!) {
    createSocialPost(input: $input) {
      post @prependNode(connections: $connections, edgeTypeName: "SocialPostEdge") {
        ...SocialPostCard_post
      }
    }
  }
`;

/** Shares a post with at most one thing attached (a meal, a day, a recipe or a milestone), prepended to the feed. */
export function useCreateSocialPostMutation(connectionId: string): [(input: CreateSocialPostInput) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: CreateSocialPostInput) => {
      await run({ input, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
