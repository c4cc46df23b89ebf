import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useInviteToSocialChallengeMutation as Mutation } from '../../../__generated__/useInviteToSocialChallengeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useInviteToSocialChallengeMutation($input: InviteToSocialChallengeInput!) {
    inviteToSocialChallenge(input: $input) {
      challenge {
        ...ChallengeCard_challenge
      }
    }
  }
`;

/** The creator invites more friends (user ids) to a challenge that has not ended. */
export function useInviteToSocialChallengeMutation(): [(challengeId: string, inviteUserIds: string[]) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (challengeId: string, inviteUserIds: string[]) => {
      await run({ input: { challengeId, inviteUserIds } });
    },
    [run],
  );
  return [commit, isInFlight];
}
