import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useEndSocialChallengeMutation as Mutation } from '../../../__generated__/useEndSocialChallengeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useEndSocialChallengeMutation($input: SocialChallengeIdInput!) {
    endSocialChallenge(input: $input) {
      challenge {
        ...ChallengeCard_challenge
      }
    }
  }
`;

export function useEndSocialChallengeMutation(): [(challengeId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (challengeId: string) => {
      await run({ input: { challengeId } });
    },
    [run],
  );
  return [commit, isInFlight];
}
