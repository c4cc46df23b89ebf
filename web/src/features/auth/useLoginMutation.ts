import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { LoginInput, useLoginMutation as LoginMutation } from '../../__generated__/useLoginMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { requestGraphQL } from '../../relay/requestGraphQL';
import { readSignInResult } from './authPayload';
import { useAuth } from './useAuth';

// Sent without the Relay runtime (see requestGraphQL): the login page must stay light.
const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...sessionUser_user
      }
    }
  }
`;

/** Signs in; on failure the message becomes the auth error and the error is rethrown. */
export function useLoginMutation(): [(input: LoginInput) => Promise<void>, boolean] {
  const { completeSignIn, setAuthError } = useAuth();
  const [isInFlight, setInFlight] = useState(false);

  const login = useCallback(
    async (input: LoginInput) => {
      setAuthError(null);
      setInFlight(true);
      try {
        const data = await requestGraphQL<LoginMutation>(loginMutation, { input });
        completeSignIn(readSignInResult(data.login), { isRegistration: false });
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
  return [login, isInFlight];
}
