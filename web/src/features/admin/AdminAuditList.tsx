import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdminAuditList_query$key } from '../../__generated__/AdminAuditList_query.graphql';
import type { AdminAuditListPaginationQuery } from '../../__generated__/AdminAuditListPaginationQuery.graphql';
import { formatDateTime } from './adminFormat';

const fragment = graphql`
  fragment AdminAuditList_query on Query
  @argumentDefinitions(userId: { type: "ID" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "AdminAuditListPaginationQuery") {
    adminAuditEvents(userId: $userId, first: $count, after: $cursor) @connection(key: "AdminAuditList_adminAuditEvents", filters: ["userId"]) {
      totalCount
      edges {
        node {
          id
          action
          summary
          actorEmail
          targetEmail
          createdAt
        }
      }
    }
  }
`;

const ACTION_LABELS: Record<string, string> = {
  plan_changed: 'Plan change',
  role_changed: 'Role change',
  test_user_deleted: 'Test user deleted',
  test_users_deleted: 'Test users deleted',
  report_status_changed: 'Report status',
  social_content_hidden: 'Social content hidden',
  social_content_shown: 'Social content shown again',
};

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  more: { alignSelf: 'flex-start' },
});

/** Admin actions, newest first: what changed, for whom, by which admin and when. */
export function AdminAuditList({ query, showTarget = true }: { query: AdminAuditList_query$key; showTarget?: boolean }) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminAuditListPaginationQuery, AdminAuditList_query$key>(fragment, query);
  const events = data.adminAuditEvents.edges.map((edge) => edge.node);
  if (events.length === 0) return <Text>No admin actions recorded yet.</Text>;
  return (
    <>
      <ul className={styles.list} aria-label="Audit trail">
        {events.map((event) => (
          <li key={event.id} className={styles.item}>
            <span className={styles.head}>
              <Badge appearance="tint" color="informative">
                {ACTION_LABELS[event.action] ?? event.action}
              </Badge>
              <Text weight="semibold">{event.summary}</Text>
            </span>
            <Text className={styles.muted}>
              {showTarget && event.targetEmail ? `${event.targetEmail} · ` : ''}by {event.actorEmail} · {formatDateTime(event.createdAt)}
            </Text>
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button className={styles.more} onClick={() => loadNext(20)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Show older actions'}
        </Button>
      )}
    </>
  );
}
