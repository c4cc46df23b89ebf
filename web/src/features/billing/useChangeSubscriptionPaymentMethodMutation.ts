import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ChangeSubscriptionPaymentMethodInput,
  useChangeSubscriptionPaymentMethodMutation as Mutation,
} from '../../__generated__/useChangeSubscriptionPaymentMethodMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useChangeSubscriptionPaymentMethodMutation($input: ChangeSubscriptionPaymentMethodInput!) {
    changeSubscriptionPaymentMethod(input: $input) {
      subscription {
        status
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

export function useChangeSubscriptionPaymentMethodMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: ChangeSubscriptionPaymentMethodInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.changeSubscriptionPaymentMethod.viewer.user));
      return response.changeSubscriptionPaymentMethod;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
