import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ChangePasswordInput, useChangePasswordMutation as ChangePasswordMutation } from '../../__generated__/useChangePasswordMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
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
  const [commit, isInFlight] = useMutation<ChangePasswordMutation>(changePasswordMutation);
  const changePassword = useCallback(
    (input: ChangePasswordInput) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: ({ changePassword: payload }) => {
            replaceToken(payload.token);
            resolve();
          },
          onError: (error) => {
            const requestError = toRequestError(error);
            console.error('Password change failed', requestError);
            reject(requestError);
          },
        });
      }),
    [commit, replaceToken],
  );
  return [changePassword, isInFlight];
}
