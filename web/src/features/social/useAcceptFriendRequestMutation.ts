import { graphql } from 'react-relay';
import type { useAcceptFriendRequestMutation as Mutation } from '../../__generated__/useAcceptFriendRequestMutation.graphql';
import { useSocialUserMutation } from './useSocialUserMutation';

const mutation = graphql`
  mutation useAcceptFriendRequestMutation($input: SocialUserInput!) {
    acceptFriendRequest(input: $input) {
      userId
      profile {
        id
        relation
      }
    }
  }
`;

export function useAcceptFriendRequestMutation(): [(userId: string) => Promise<void>, boolean] {
  return useSocialUserMutation<Mutation>(mutation);
}
