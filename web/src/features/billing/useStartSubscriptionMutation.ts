import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { StartSubscriptionInput, useStartSubscriptionMutation as Mutation } from '../../__generated__/useStartSubscriptionMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useStartSubscriptionMutation($input: StartSubscriptionInput!) {
    startSubscription(input: $input) {
      requiresConfirmation
      clientSecret
      subscription {
        id
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

export function useStartSubscriptionMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: StartSubscriptionInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.startSubscription.viewer.user));
      return response.startSubscription;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
