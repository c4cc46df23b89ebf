import { graphql } from 'react-relay';
import type { useEndSocialChallengeMutation as Mutation } from '../../../__generated__/useEndSocialChallengeMutation.graphql';
import { useSocialChallengeMutation } from './useSocialChallengeMutation';

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
  return useSocialChallengeMutation<Mutation>(mutation);
}
