import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type {
  RequestPasswordResetInput,
  useRequestPasswordResetMutation as RequestPasswordResetMutation,
  useRequestPasswordResetMutation$data,
} from '../../__generated__/useRequestPasswordResetMutation.graphql';
import { requestGraphQL } from '../../relay/requestGraphQL';
import { toRequestError } from '../../relay/graphqlErrors';

// Sent without the Relay runtime (see requestGraphQL), like sign-in: the public pages stay light.
const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      delivery
      message
    }
  }
`;

export type PasswordResetRequested = useRequestPasswordResetMutation$data['requestPasswordReset'];

/** Asks for a reset link; resolves with what to tell the user (the same whether or not the email has an account). */
export function useRequestPasswordResetMutation(): [(input: RequestPasswordResetInput) => Promise<PasswordResetRequested>, boolean] {
  const [isInFlight, setInFlight] = useState(false);
  const request = useCallback(async (input: RequestPasswordResetInput) => {
    setInFlight(true);
    try {
      const data = await requestGraphQL<RequestPasswordResetMutation>(mutation, { input });
      return data.requestPasswordReset as PasswordResetRequested;
    } catch (error) {
      throw toRequestError(error);
    } finally {
      setInFlight(false);
    }
  }, []);
  return [request, isInFlight];
}
