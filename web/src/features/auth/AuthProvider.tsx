import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AuthProviderQuery } from '../../__generated__/AuthProviderQuery.graphql';
import { clearApiCache } from '../../relay/apiCache';
import { toRequestError } from '../../relay/graphqlErrors';
import { SESSION_CHECK, setUnauthenticatedHandler } from '../../relay/network';
import { requestGraphQL } from '../../relay/requestGraphQL';
import { LOCAL_STORAGE_KEYS, writeLocalStorage } from '../../shell/localStorageKeys';
import { AuthContext, type AuthActions, type AuthContextValue, type AuthState, type SignOutDestination } from './AuthContext';
import { revokeSession } from './revokeSession';
import { clearStoredSession, parseSessionUser, readStoredUser, readToken, storeSession, storeToken, storeUser } from './storedSession';

// Sent without the Relay runtime (see requestGraphQL) so public pages stay light.
const currentUserQuery = graphql`
  query AuthProviderQuery {
    viewer {
      user {
        ...sessionUser_user
      }
    }
  }
`;

function initialAuthState(): AuthState {
  const token = readToken();
  const user = token ? readStoredUser() : null;
  if (!token) clearStoredSession();
  return {
    user,
    isCheckingSession: token !== null && user === null,
    isNewUser: false,
    authError: null,
    signedOutDestination: '/landing',
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState>(initialAuthState);

  const endSession = useCallback(
    (destination: SignOutDestination) => {
      clearStoredSession();
      clearApiCache();
      setState({ user: null, isCheckingSession: false, isNewUser: false, authError: null, signedOutDestination: destination });
      void navigate(destination, { replace: true });
    },
    [navigate],
  );

  // Any call rejected as unauthenticated ends the session and goes to /login (spec 4, 8).
  useEffect(() => setUnauthenticatedHandler(() => endSession('/login')), [endSession]);

  // On start, a stored token is checked by fetching the current user; when the server no longer knows it, the
  // token is dropped silently. When offline or when the server fails for a moment, the stored user is kept, so the
  // PWA still opens and a server hiccup never signs anyone out.
  const hasCheckedSession = useRef(false);
  useEffect(() => {
    const token = readToken();
    if (hasCheckedSession.current || !token) return;
    hasCheckedSession.current = true;
    const forgetIfUnchanged = () => {
      if (readToken() !== token) return;
      clearStoredSession();
      setState((previous) => ({ ...previous, user: null, isCheckingSession: false }));
    };
    requestGraphQL<AuthProviderQuery>(currentUserQuery, {}, { metadata: { [SESSION_CHECK]: true } })
      .then((data) => {
        const viewer = data.viewer as { user?: unknown } | null;
        const user = parseSessionUser(viewer?.user);
        if (!user) return forgetIfUnchanged();
        if (readToken() !== token) return;
        storeUser(user);
        setState((previous) => ({ ...previous, user, isCheckingSession: false }));
      })
      .catch((error: unknown) => {
        if (toRequestError(error).code === 'UNAUTHENTICATED') return forgetIfUnchanged();
        setState((previous) => ({ ...previous, isCheckingSession: false }));
      });
  }, []);

  // Signing out in another tab signs this one out too (and, like logout, leaves for /landing: spec section 2).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_STORAGE_KEYS.token && event.newValue === null) endSession('/landing');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  const actions = useMemo<AuthActions>(
    () => ({
      completeSignIn({ token, user }, { isRegistration }) {
        storeSession(token, user);
        if (isRegistration) writeLocalStorage(LOCAL_STORAGE_KEYS.firstTimeUser, 'yes');
        clearApiCache();
        setState({ user, isCheckingSession: false, isNewUser: isRegistration, authError: null, signedOutDestination: '/landing' });
      },
      setAuthError(message) {
        setState((previous) => ({ ...previous, authError: message }));
      },
      // Protected pages send a signed-out visitor to /landing (spec section 2), so logout goes there too.
      logout({ destination = '/landing' } = {}) {
        // The revocation reads the token synchronously, before endSession clears it.
        if (readToken()) revokeSession();
        endSession(destination);
      },
      forgetSession() {
        endSession('/landing');
      },
      clearNewUserFlag() {
        setState((previous) => ({ ...previous, isNewUser: false }));
      },
      updateUser(fields) {
        setState((previous) => {
          if (!previous.user) return previous;
          const user = { ...previous.user, ...fields };
          storeUser(user);
          return { ...previous, user };
        });
      },
      replaceToken(token) {
        storeToken(token);
      },
    }),
    [endSession],
  );

  const value = useMemo<AuthContextValue>(() => ({ ...state, ...actions, isAuthenticated: state.user !== null }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
