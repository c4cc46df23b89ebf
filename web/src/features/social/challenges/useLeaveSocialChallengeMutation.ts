import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useLeaveSocialChallengeMutation as Mutation } from '../../../__generated__/useLeaveSocialChallengeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useLeaveSocialChallengeMutation($input: SocialChallengeIdInput!, $connections: [ID!]!) {
    leaveSocialChallenge(input: $input) {
      removedChallengeId @deleteEdge(connections: $connections)
    }
  }
`;

/** The challenge leaves the viewer's list (`connectionId`) once the server agrees. */
export function useLeaveSocialChallengeMutation(connectionId: string): [(challengeId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (challengeId: string) => {
      await run({ input: { challengeId }, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
