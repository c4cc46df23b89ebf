import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAcceptSocialChallengeMutation as Mutation } from '../../../__generated__/useAcceptSocialChallengeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAcceptSocialChallengeMutation($input: SocialChallengeIdInput!) {
    acceptSocialChallenge(input: $input) {
      challenge {
        ...ChallengeCard_challenge
      }
    }
  }
`;

export function useAcceptSocialChallengeMutation(): [(challengeId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (challengeId: string) => {
      await run({ input: { challengeId } });
    },
    [run],
  );
  return [commit, isInFlight];
}
