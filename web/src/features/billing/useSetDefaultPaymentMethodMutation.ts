import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SetDefaultPaymentMethodInput,
  useSetDefaultPaymentMethodMutation as Mutation,
} from '../../__generated__/useSetDefaultPaymentMethodMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSetDefaultPaymentMethodMutation($input: SetDefaultPaymentMethodInput!) {
    setDefaultPaymentMethod(input: $input) {
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

export function useSetDefaultPaymentMethodMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: SetDefaultPaymentMethodInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.setDefaultPaymentMethod.viewer.user));
      return response.setDefaultPaymentMethod;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
