import { graphql } from 'react-relay';
import type { PasswordResetDelivery, passwordResetDeliveryQuery as PasswordResetDeliveryQuery } from '../../__generated__/passwordResetDeliveryQuery.graphql';
import { requestGraphQL } from '../../relay/requestGraphQL';

const query = graphql`
  query passwordResetDeliveryQuery {
    passwordResetDelivery
  }
`;

export type { PasswordResetDelivery };

/** The /forgot-password route's loader: how this server resets passwords (null when the server cannot be reached). */
export async function forgotPasswordLoader(): Promise<PasswordResetDelivery | null> {
  try {
    const data = await requestGraphQL<PasswordResetDeliveryQuery>(query, {});
    return (data.passwordResetDelivery as PasswordResetDelivery | undefined) ?? null;
  } catch {
    return null;
  }
}
