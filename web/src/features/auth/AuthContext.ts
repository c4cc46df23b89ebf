import { createContext } from 'react';
import type { SessionUser } from './storedSession';

export interface SignInResult {
  token: string;
  user: SessionUser;
}

export type SignOutDestination = '/login' | '/landing';

export interface AuthState {
  user: SessionUser | null;
  /** A token is stored but the user is not known yet: the start-up check is running. */
  isCheckingSession: boolean;
  /** Set by registration, cleared by login, logout and clearNewUserFlag (drives the tour). */
  isNewUser: boolean;
  /** The message of the last failed login or registration. */
  authError: string | null;
  /** Where the protected-route guard sends a visitor who just signed out. */
  signedOutDestination: SignOutDestination;
}

export interface AuthActions {
  completeSignIn(result: SignInResult, options: { isRegistration: boolean }): void;
  setAuthError(message: string | null): void;
  logout(options?: { destination?: SignOutDestination }): void;
  /** After account deletion: the server already ended the session. */
  forgetSession(): void;
  clearNewUserFlag(): void;
  /** Merges fields into the held (and stored) user. */
  updateUser(fields: Partial<SessionUser>): void;
  /** A password change issues a new token and revokes the others. */
  replaceToken(token: string): void;
}

export type AuthContextValue = AuthState & AuthActions & { isAuthenticated: boolean };

export const AuthContext = createContext<AuthContextValue | null>(null);
