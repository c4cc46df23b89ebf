import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { RegisterInput, useRegisterMutation as RegisterMutation } from '../../__generated__/useRegisterMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { requestGraphQL } from '../../relay/requestGraphQL';
import { readSignInResult } from './authPayload';
import { useAuth } from './useAuth';

// Sent without the Relay runtime (see requestGraphQL): the register page must stay light.
const registerMutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...sessionUser_user
      }
    }
  }
`;

/** Creates the account and signs in as a new user (which later starts the tour). */
export function useRegisterMutation(): [(input: RegisterInput) => Promise<void>, boolean] {
  const { completeSignIn, setAuthError } = useAuth();
  const [isInFlight, setInFlight] = useState(false);

  const register = useCallback(
    async (input: RegisterInput) => {
      setAuthError(null);
      setInFlight(true);
      try {
        const data = await requestGraphQL<RegisterMutation>(registerMutation, { input });
        completeSignIn(readSignInResult(data.register), { isRegistration: true });
      } catch (error) {
        const requestError = toRequestError(error);
        setAuthError(requestError.message);
        throw requestError;
      } finally {
        setInFlight(false);
      }
    },
    [completeSignIn, setAuthError],
  );
  return [register, isInFlight];
}
