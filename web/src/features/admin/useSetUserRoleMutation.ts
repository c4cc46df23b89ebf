import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { Role, useSetUserRoleMutation as SetUserRoleMutation } from '../../__generated__/useSetUserRoleMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      user {
        id
        role
      }
    }
  }
`;

/** Admin: makes a user an admin or a regular user. */
export function useSetUserRoleMutation(): [(userId: string, role: Role) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<SetUserRoleMutation>(mutation);
  const setRole = useCallback(
    async (userId: string, role: Role) => {
      await run({ input: { userId, role } });
    },
    [run],
  );
  return [setRole, isInFlight];
}
