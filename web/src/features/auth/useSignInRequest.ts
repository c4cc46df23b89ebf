import { useCallback, useState } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { readSignInResult } from './authPayload';
import { useAuth } from './useAuth';

/**
 * Runs a sign-in request (login or register) and completes the sign-in with its `{ token, user }`. On failure the
 * message becomes the auth error and the error is rethrown, as spec section 8 asks.
 */
export function useSignInRequest<Input>(
  send: (input: Input) => Promise<unknown>,
  { isRegistration }: { isRegistration: boolean },
): [(input: Input) => Promise<void>, boolean] {
  const { completeSignIn, setAuthError } = useAuth();
  const [isInFlight, setInFlight] = useState(false);

  const signIn = useCallback(
    async (input: Input) => {
      setAuthError(null);
      setInFlight(true);
      try {
        completeSignIn(readSignInResult(await send(input)), { isRegistration });
      } catch (error) {
        const requestError = toRequestError(error);
        setAuthError(requestError.message);
        throw requestError;
      } finally {
        setInFlight(false);
      }
    },
    [completeSignIn, setAuthError, send, isRegistration],
  );
  return [signIn, isInFlight];
}
