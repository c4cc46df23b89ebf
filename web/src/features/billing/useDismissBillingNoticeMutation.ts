import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { DismissBillingNoticeInput, useDismissBillingNoticeMutation as Mutation } from '../../__generated__/useDismissBillingNoticeMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDismissBillingNoticeMutation($input: DismissBillingNoticeInput!) {
    dismissBillingNotice(input: $input) {
      dismissedNoticeId
      viewer {
        user {
          ...sessionUser_user
        }
        ...billingRefresh_viewer
      }
    }
  }
`;

export function useDismissBillingNoticeMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: DismissBillingNoticeInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.dismissBillingNotice.viewer.user));
      return response.dismissBillingNotice;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
