import { graphql } from 'react-relay';
import type { useLeaveSocialChallengeMutation as Mutation } from '../../../__generated__/useLeaveSocialChallengeMutation.graphql';
import { useSocialChallengeMutation } from './useSocialChallengeMutation';

const mutation = graphql`
  mutation useLeaveSocialChallengeMutation($input: SocialChallengeIdInput!, $connections: [ID!]!) {
    leaveSocialChallenge(input: $input) {
      removedChallengeId @deleteEdge(connections: $connections)
    }
  }
`;

/** The challenge leaves the viewer's list (`connectionId`) once the server agrees. */
export function useLeaveSocialChallengeMutation(connectionId: string): [(challengeId: string) => Promise<void>, boolean] {
  return useSocialChallengeMutation<Mutation>(mutation, connectionId);
}
