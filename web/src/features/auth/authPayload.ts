import { GraphQLRequestError } from '../../relay/graphqlErrors';
import type { SignInResult } from './AuthContext';
import { parseSessionUser } from './storedSession';

/** Reads `{ token, user { ...sessionUser_user } }` from a login or register result. */
export function readSignInResult(payload: unknown): SignInResult {
  const { token, user } = (payload ?? {}) as { token?: unknown; user?: unknown };
  const sessionUser = parseSessionUser(user);
  if (typeof token !== 'string' || !sessionUser) {
    throw new GraphQLRequestError('The server sent an unexpected answer. Please try again.', 'INTERNAL_SERVER_ERROR');
  }
  return { token, user: sessionUser };
}
