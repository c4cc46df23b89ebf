import { graphql } from 'react-relay';
import type { useAcceptSocialChallengeMutation as Mutation } from '../../../__generated__/useAcceptSocialChallengeMutation.graphql';
import { useSocialChallengeMutation } from './useSocialChallengeMutation';

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
  return useSocialChallengeMutation<Mutation>(mutation);
}
