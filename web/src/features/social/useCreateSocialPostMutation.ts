import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateSocialPostMutation as Mutation } from '../../__generated__/useCreateSocialPostMutation.graphql';
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

export function useCreateSocialPostMutation(
  connectionId: string,
): [
  (input: {
    text: string;
    audience: 'friends' | 'public';
    meal: { date: string; mealType: 'breakfast' | 'lunch' | 'dinner' | 'snack' } | null;
  }) => Promise<void>,
  boolean,
] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: { text: string; audience: 'friends' | 'public'; meal: { date: string; mealType: 'breakfast' | 'lunch' | 'dinner' | 'snack' } | null }) => {
      await run({ input, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
