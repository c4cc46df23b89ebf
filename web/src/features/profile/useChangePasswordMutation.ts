import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ChangePasswordInput, useChangePasswordMutation as ChangePasswordMutation } from '../../__generated__/useChangePasswordMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { useAuth } from '../auth/useAuth';

const changePasswordMutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      user {
        id
      }
    }
  }
`;

/** Changes the password; the server revokes other sessions and returns this device's new token. */
export function useChangePasswordMutation(): [(input: ChangePasswordInput) => Promise<void>, boolean] {
  const { replaceToken } = useAuth();
  const [run, isInFlight] = usePromiseMutation<ChangePasswordMutation>(changePasswordMutation);
  const changePassword = useCallback(
    async (input: ChangePasswordInput) => {
      const { changePassword: payload } = await run({ input }).catch((requestError: unknown) => {
        console.error('Password change failed', requestError);
        throw requestError;
      });
      replaceToken(payload.token);
    },
    [run, replaceToken],
  );
  return [changePassword, isInFlight];
}
