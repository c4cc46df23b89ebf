import { graphql } from 'react-relay';
import type { useRemoveFriendMutation as Mutation } from '../../__generated__/useRemoveFriendMutation.graphql';
import { useSocialUserMutation } from './useSocialUserMutation';

const mutation = graphql`
  mutation useRemoveFriendMutation($input: SocialUserInput!) {
    removeFriend(input: $input) {
      userId
      profile {
        id
        relation
      }
    }
  }
`;

export function useRemoveFriendMutation(): [(userId: string) => Promise<void>, boolean] {
  return useSocialUserMutation<Mutation>(mutation);
}
