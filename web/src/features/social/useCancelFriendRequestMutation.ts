import { graphql } from 'react-relay';
import type { useCancelFriendRequestMutation as Mutation } from '../../__generated__/useCancelFriendRequestMutation.graphql';
import { useSocialUserMutation } from './useSocialUserMutation';

const mutation = graphql`
  mutation useCancelFriendRequestMutation($input: SocialUserInput!) {
    cancelFriendRequest(input: $input) {
      userId
      profile {
        id
        relation
      }
    }
  }
`;

export function useCancelFriendRequestMutation(): [(userId: string) => Promise<void>, boolean] {
  return useSocialUserMutation<Mutation>(mutation);
}
