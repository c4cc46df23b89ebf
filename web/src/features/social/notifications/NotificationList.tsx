import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { NotificationList_viewer$key } from '../../../__generated__/NotificationList_viewer.graphql';
import type { NotificationListPaginationQuery } from '../../../__generated__/NotificationListPaginationQuery.graphql';
import { NotificationItem } from './NotificationItem';
import { useMarkAllSocialNotificationsReadMutation } from './useMarkAllSocialNotificationsReadMutation';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, padding: 0, listStyle: 'none' },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  more: { padding: tokens.spacingVerticalS, display: 'flex', justifyContent: 'center' },
  error: { padding: `0 ${tokens.spacingHorizontalM}`, color: tokens.colorPaletteRedForeground1 },
});

export function NotificationList({ viewer, onNavigate }: { viewer: NotificationList_viewer$key; onNavigate(): void }) {
  const styles = useStyles();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<NotificationListPaginationQuery, NotificationList_viewer$key>(
    graphql`
      fragment NotificationList_viewer on Viewer
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
      @refetchable(queryName: "NotificationListPaginationQuery") {
        unreadSocialNotificationCount
        socialNotifications(first: $first, after: $after) @connection(key: "NotificationList_socialNotifications") {
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const [markAll, isMarking] = useMarkAllSocialNotificationsReadMutation();
  const [error, setError] = useState<string | null>(null);
  const edges = data.socialNotifications.edges;
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>Notifications</h2>
        <Button
          appearance="subtle"
          size="small"
          disabled={data.unreadSocialNotificationCount === 0 || isMarking}
          onClick={() => {
            setError(null);
            markAll().catch(() => setError('Could not mark them read. Try again.'));
          }}
        >
          Mark all read
        </Button>
      </div>
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
      {edges.length === 0 ? (
        <Text className={styles.empty}>Nothing yet. Friend requests, comments, likes and challenge invites show up here.</Text>
      ) : (
        <ul className={styles.list} aria-label="Notifications">
          {edges.map((edge) => (
            <NotificationItem key={edge.node.id} notification={edge.node} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {hasNext && (
        <div className={styles.more}>
          <Button size="small" disabled={isLoadingNext} onClick={() => loadNext(20)}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
