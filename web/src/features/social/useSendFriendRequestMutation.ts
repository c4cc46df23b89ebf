import { graphql } from 'react-relay';
import type { useSendFriendRequestMutation as Mutation } from '../../__generated__/useSendFriendRequestMutation.graphql';
import { useSocialUserMutation } from './useSocialUserMutation';

const mutation = graphql`
  mutation useSendFriendRequestMutation($input: SocialUserInput!) {
    sendFriendRequest(input: $input) {
      userId
      profile {
        id
        relation
      }
    }
  }
`;

export function useSendFriendRequestMutation(): [(userId: string) => Promise<void>, boolean] {
  return useSocialUserMutation<Mutation>(mutation);
}
