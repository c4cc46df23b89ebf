import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { PauseSubscriptionInput, usePauseSubscriptionMutation as Mutation } from '../../__generated__/usePauseSubscriptionMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation usePauseSubscriptionMutation($input: PauseSubscriptionInput!) {
    pauseSubscription(input: $input) {
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

export function usePauseSubscriptionMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: PauseSubscriptionInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.pauseSubscription.viewer.user));
      return response.pauseSubscription;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
