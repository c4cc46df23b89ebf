import { graphql } from 'react-relay';
import type { useUnblockUserMutation as Mutation } from '../../__generated__/useUnblockUserMutation.graphql';
import { useSocialUserMutation } from './useSocialUserMutation';

const mutation = graphql`
  mutation useUnblockUserMutation($input: SocialUserInput!) {
    unblockUser(input: $input) {
      userId
      profile {
        id
        relation
      }
    }
  }
`;

export function useUnblockUserMutation(): [(userId: string) => Promise<void>, boolean] {
  return useSocialUserMutation<Mutation>(mutation);
}
