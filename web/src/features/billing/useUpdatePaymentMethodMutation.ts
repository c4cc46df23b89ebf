import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UpdatePaymentMethodInput, useUpdatePaymentMethodMutation as Mutation } from '../../__generated__/useUpdatePaymentMethodMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdatePaymentMethodMutation($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
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

export function useUpdatePaymentMethodMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: UpdatePaymentMethodInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.updatePaymentMethod.viewer.user));
      return response.updatePaymentMethod;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
