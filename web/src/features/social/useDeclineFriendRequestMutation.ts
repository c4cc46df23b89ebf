import { graphql } from 'react-relay';
import type { useDeclineFriendRequestMutation as Mutation } from '../../__generated__/useDeclineFriendRequestMutation.graphql';
import { useSocialUserMutation } from './useSocialUserMutation';

const mutation = graphql`
  mutation useDeclineFriendRequestMutation($input: SocialUserInput!) {
    declineFriendRequest(input: $input) {
      userId
      profile {
        id
        relation
      }
    }
  }
`;

export function useDeclineFriendRequestMutation(): [(userId: string) => Promise<void>, boolean] {
  return useSocialUserMutation<Mutation>(mutation);
}
