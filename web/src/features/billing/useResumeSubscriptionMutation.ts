import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ResumeSubscriptionInput, useResumeSubscriptionMutation as Mutation } from '../../__generated__/useResumeSubscriptionMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useResumeSubscriptionMutation($input: ResumeSubscriptionInput!) {
    resumeSubscription(input: $input) {
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

export function useResumeSubscriptionMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: ResumeSubscriptionInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.resumeSubscription.viewer.user));
      return response.resumeSubscription;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
