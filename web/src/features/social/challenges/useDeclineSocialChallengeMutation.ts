import { graphql } from 'react-relay';
import type { useDeclineSocialChallengeMutation as Mutation } from '../../../__generated__/useDeclineSocialChallengeMutation.graphql';
import { useSocialChallengeMutation } from './useSocialChallengeMutation';

const mutation = graphql`
  mutation useDeclineSocialChallengeMutation($input: SocialChallengeIdInput!, $connections: [ID!]!) {
    declineSocialChallenge(input: $input) {
      removedChallengeId @deleteEdge(connections: $connections)
    }
  }
`;

/** The challenge leaves the viewer's list (`connectionId`) once the server agrees. */
export function useDeclineSocialChallengeMutation(connectionId: string): [(challengeId: string) => Promise<void>, boolean] {
  return useSocialChallengeMutation<Mutation>(mutation, connectionId);
}
