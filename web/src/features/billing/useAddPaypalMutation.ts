import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { AddPaypalPaymentMethodInput, useAddPaypalMutation as Mutation } from '../../__generated__/useAddPaypalMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddPaypalMutation($input: AddPaypalPaymentMethodInput!) {
    addPaypalPaymentMethod(input: $input) {
      paymentMethod {
        internalID
      }
      viewer {
        user {
          ...sessionUser_user
        }
        ...billingRefresh_viewer
      }
    }
  }
`;

export function useAddPaypalMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: AddPaypalPaymentMethodInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.addPaypalPaymentMethod.viewer.user));
      return response.addPaypalPaymentMethod;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
