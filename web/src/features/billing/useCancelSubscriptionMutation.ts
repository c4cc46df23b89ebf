import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CancelSubscriptionInput, useCancelSubscriptionMutation as Mutation } from '../../__generated__/useCancelSubscriptionMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCancelSubscriptionMutation($input: CancelSubscriptionInput!) {
    cancelSubscription(input: $input) {
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

export function useCancelSubscriptionMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: CancelSubscriptionInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.cancelSubscription.viewer.user));
      return response.cancelSubscription;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
