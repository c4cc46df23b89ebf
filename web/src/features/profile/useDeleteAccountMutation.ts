import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAccountMutation as DeleteAccountMutation } from '../../__generated__/useDeleteAccountMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { useAuth } from '../auth/useAuth';

const deleteAccountMutation = graphql`
  mutation useDeleteAccountMutation {
    deleteAccount {
      deletedUserId
    }
  }
`;

/** Deletes the account on the server, then signs out on this device (spec section 4). */
export function useDeleteAccountMutation(): [() => Promise<void>, boolean] {
  const { forgetSession } = useAuth();
  const [commit, isInFlight] = useMutation<DeleteAccountMutation>(deleteAccountMutation);
  const deleteAccount = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: {},
          onCompleted: () => {
            forgetSession();
            resolve();
          },
          onError: (error) => {
            const requestError = toRequestError(error);
            console.error('Account deletion failed', requestError);
            reject(requestError);
          },
        });
      }),
    [commit, forgetSession],
  );
  return [deleteAccount, isInFlight];
}
