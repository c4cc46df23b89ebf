import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { ResetPasswordInput, useResetPasswordMutation as ResetPasswordMutation } from '../../__generated__/useResetPasswordMutation.graphql';
import { requestGraphQL } from '../../relay/requestGraphQL';
import { toRequestError } from '../../relay/graphqlErrors';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      email
    }
  }
`;

/** Sets a new password with a reset link's token; resolves with the account's email. Every device is signed out. */
export function useResetPasswordMutation(): [(input: ResetPasswordInput) => Promise<string>, boolean] {
  const [isInFlight, setInFlight] = useState(false);
  const reset = useCallback(async (input: ResetPasswordInput) => {
    setInFlight(true);
    try {
      const data = await requestGraphQL<ResetPasswordMutation>(mutation, { input });
      return (data.resetPassword as { email: string }).email;
    } catch (error) {
      throw toRequestError(error);
    } finally {
      setInFlight(false);
    }
  }, []);
  return [reset, isInFlight];
}
