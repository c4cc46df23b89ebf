import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkSocialNotificationReadMutation as Mutation } from '../../../__generated__/useMarkSocialNotificationReadMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useMarkSocialNotificationReadMutation($input: MarkSocialNotificationReadInput!) {
    markSocialNotificationRead(input: $input) {
      notification {
        id
        isRead
      }
      viewer {
        id
        unreadSocialNotificationCount
      }
    }
  }
`;

export function useMarkSocialNotificationReadMutation(): [(notificationId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (notificationId: string) => {
      await run({ input: { notificationId } });
    },
    [run],
  );
  return [commit, isInFlight];
}
