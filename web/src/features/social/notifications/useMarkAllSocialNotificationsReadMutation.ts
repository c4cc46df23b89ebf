import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useMarkAllSocialNotificationsReadMutation as Mutation } from '../../../__generated__/useMarkAllSocialNotificationsReadMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useMarkAllSocialNotificationsReadMutation($input: MarkAllSocialNotificationsReadInput!) {
    markAllSocialNotificationsRead(input: $input) {
      markedCount
      viewer {
        id
        unreadSocialNotificationCount
      }
    }
  }
`;

/** Marks read what the list shows (everything up to now); the listed items turn read in the store as well. */
export function useMarkAllSocialNotificationsReadMutation(): [() => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(async () => {
    await run(
      { input: { before: new Date().toISOString() } },
      {
        updater: (store, response) => {
          const viewerId = response?.markAllSocialNotificationsRead.viewer.id;
          const viewer = viewerId ? store.get(viewerId) : null;
          const connection = viewer && ConnectionHandler.getConnection(viewer, 'NotificationList_socialNotifications');
          for (const edge of connection?.getLinkedRecords('edges') ?? []) edge?.getLinkedRecord('node')?.setValue(true, 'isRead');
        },
      },
    );
  }, [run]);
  return [commit, isInFlight];
}
