import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ConfirmSubscriptionPaymentInput,
  useConfirmSubscriptionPaymentMutation as Mutation,
} from '../../__generated__/useConfirmSubscriptionPaymentMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useConfirmSubscriptionPaymentMutation($input: ConfirmSubscriptionPaymentInput!) {
    confirmSubscriptionPayment(input: $input) {
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

export function useConfirmSubscriptionPaymentMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: ConfirmSubscriptionPaymentInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.confirmSubscriptionPayment.viewer.user));
      return response.confirmSubscriptionPayment;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
