import { graphql } from 'react-relay';
import type { useBlockUserMutation as Mutation } from '../../__generated__/useBlockUserMutation.graphql';
import { useSocialUserMutation } from './useSocialUserMutation';

const mutation = graphql`
  mutation useBlockUserMutation($input: SocialUserInput!) {
    blockUser(input: $input) {
      userId
      profile {
        id
        relation
      }
    }
  }
`;

export function useBlockUserMutation(): [(userId: string) => Promise<void>, boolean] {
  return useSocialUserMutation<Mutation>(mutation);
}
