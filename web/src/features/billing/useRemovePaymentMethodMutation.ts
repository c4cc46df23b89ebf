import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RemovePaymentMethodInput, useRemovePaymentMethodMutation as Mutation } from '../../__generated__/useRemovePaymentMethodMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRemovePaymentMethodMutation($input: RemovePaymentMethodInput!) {
    removePaymentMethod(input: $input) {
      deletedPaymentMethodId
      viewer {
        user {
          ...sessionUser_user
        }
        ...billingRefresh_viewer
      }
    }
  }
`;

export function useRemovePaymentMethodMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: RemovePaymentMethodInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.removePaymentMethod.viewer.user));
      return response.removePaymentMethod;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
