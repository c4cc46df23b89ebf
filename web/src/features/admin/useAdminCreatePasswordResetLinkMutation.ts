import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  AdminCreatePasswordResetLinkInput,
  useAdminCreatePasswordResetLinkMutation as AdminCreatePasswordResetLinkMutation,
  useAdminCreatePasswordResetLinkMutation$data,
} from '../../__generated__/useAdminCreatePasswordResetLinkMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAdminCreatePasswordResetLinkMutation($input: AdminCreatePasswordResetLinkInput!) {
    adminCreatePasswordResetLink(input: $input) {
      resetUrl
      expiresAt
      user {
        id
        email
        firstName
      }
    }
  }
`;

export type CreatedResetLink = useAdminCreatePasswordResetLinkMutation$data['adminCreatePasswordResetLink'];

/** Admin: a one-time password reset link for a user, to pass on by hand. */
export function useAdminCreatePasswordResetLinkMutation(): [(input: AdminCreatePasswordResetLinkInput) => Promise<CreatedResetLink>, boolean] {
  const [run, isInFlight] = usePromiseMutation<AdminCreatePasswordResetLinkMutation>(mutation);
  const create = useCallback(
    async (input: AdminCreatePasswordResetLinkInput) => {
      const response = await run({ input });
      return response.adminCreatePasswordResetLink;
    },
    [run],
  );
  return [create, isInFlight];
}
