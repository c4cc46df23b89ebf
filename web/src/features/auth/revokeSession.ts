import { graphql } from 'react-relay';
import type { revokeSessionMutation } from '../../__generated__/revokeSessionMutation.graphql';
import { requestGraphQL } from '../../relay/requestGraphQL';

const logoutMutation = graphql`
  mutation revokeSessionMutation {
    logout {
      revoked
    }
  }
`;

/**
 * Tells the server to revoke the current token. Fire and forget: signing out on this
 * device must not wait for (or depend on) the network. The token is read synchronously,
 * so the caller may clear it right after.
 */
export function revokeSession(): void {
  requestGraphQL<revokeSessionMutation>(logoutMutation, {}).catch(() => undefined);
}
