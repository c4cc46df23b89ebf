import { graphql, readInlineData } from 'react-relay';
import type { sessionUser_user$key } from '../../__generated__/sessionUser_user.graphql';
import { parseSessionUser, type SessionUser } from './storedSession';

// What the auth state keeps of the user: enough to draw the shell (and work offline).
const sessionUserFragment = graphql`
  fragment sessionUser_user on User @inline {
    id
    email
    firstName
    lastName
    role
    tier
    preferredAIModel
    unitSystem
    dataDisclosure {
      isAccepted
    }
  }
`;

/** Reads the session user from a Relay payload (inside the signed-in app). */
export function toSessionUser(userRef: sessionUser_user$key): SessionUser {
  const user = parseSessionUser(readInlineData(sessionUserFragment, userRef));
  if (!user) throw new Error('The server returned an incomplete user.');
  return user;
}
