import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAccountMutation as DeleteAccountMutation } from '../../__generated__/useDeleteAccountMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
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
  const [run, isInFlight] = usePromiseMutation<DeleteAccountMutation>(deleteAccountMutation);
  const deleteAccount = useCallback(async () => {
    await run({}).catch((requestError: unknown) => {
      console.error('Account deletion failed', requestError);
      throw requestError;
    });
    forgetSession();
  }, [run, forgetSession]);
  return [deleteAccount, isInFlight];
}
