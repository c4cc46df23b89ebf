import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateSocialChallengeInput, useCreateSocialChallengeMutation as Mutation } from '../../../__generated__/useCreateSocialChallengeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateSocialChallengeMutation($input: CreateSocialChallengeInput!, $connections: [ID!]!) {
    createSocialChallenge(input: $input) {
      challenge @prependNode(connections: $connections, edgeTypeName: "SocialChallengeEdge") {
        id
        ...ChallengeCard_challenge
      }
    }
  }
`;

export type { CreateSocialChallengeInput };

/** Starts a challenge; it appears at the top of the viewer's list (`connectionId`). */
export function useCreateSocialChallengeMutation(connectionId: string): [(input: CreateSocialChallengeInput) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: CreateSocialChallengeInput) => {
      await run({ input, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
