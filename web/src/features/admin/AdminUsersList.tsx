import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdminUsersList_query$key } from '../../__generated__/AdminUsersList_query.graphql';
import type { AdminUsersListPaginationQuery } from '../../__generated__/AdminUsersListPaginationQuery.graphql';
import { AppLink } from '../../shell/AppLink';
import { useMediaQuery } from '../../shell/useMediaQuery';
import { formatCount, formatDate, formatDateTime } from './adminFormat';
import { AdminUserBadges } from './AdminUserBadges';

export const USERS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment AdminUsersList_query on Query
  @argumentDefinitions(
    search: { type: "String" }
    tier: { type: "Tier" }
    role: { type: "Role" }
    sort: { type: "AdminUserSort!" }
    asOf: { type: "DateTimeISO" }
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
  )
  @refetchable(queryName: "AdminUsersListPaginationQuery") {
    adminUsers(search: $search, tier: $tier, role: $role, sort: $sort, asOf: $asOf, first: $count, after: $cursor)
      @connection(key: "AdminUsersList_adminUsers", filters: ["search", "tier", "role", "sort", "asOf"]) {
      totalCount
      edges {
        node {
          id
          internalID
          firstName
          lastName
          email
          tier
          subscriptionStatus
          role
          isTestUser
          createdAt
          lastActiveAt
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  cards: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  email: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  more: { alignSelf: 'flex-start' },
});

const userPath = (internalID: string) => `/admin?tab=users&user=${internalID}`;
const displayName = (user: { firstName: string; lastName: string | null | undefined }) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The users matching the search and filters, as a table on wide screens and cards on small ones. */
export function AdminUsersList({ query }: { query: AdminUsersList_query$key }) {
  const styles = useStyles();
  const isWide = useMediaQuery('(min-width: 900px)');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminUsersListPaginationQuery, AdminUsersList_query$key>(fragment, query);
  const users = data.adminUsers.edges.map((edge) => edge.node);

  return (
    <div className={styles.stack}>
      <Text role="status">
        {formatCount(data.adminUsers.totalCount)} {data.adminUsers.totalCount === 1 ? 'user' : 'users'}
      </Text>
      {users.length > 0 && isWide && (
        <div className={styles.scroll}>
          <Table size="small" aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>Plan and role</TableHeaderCell>
                <TableHeaderCell>Created</TableHeaderCell>
                <TableHeaderCell>Last active</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>
                    <AppLink to={userPath(user.internalID)}>{displayName(user)}</AppLink>
                  </TableCell>
                  <TableCell className={styles.email}>{user.email}</TableCell>
                  <TableCell>
                    <AdminUserBadges tier={user.tier} subscriptionStatus={user.subscriptionStatus} role={user.role} isTestUser={user.isTestUser} />
                  </TableCell>
                  <TableCell>{formatDate(user.createdAt)}</TableCell>
                  <TableCell>{formatDateTime(user.lastActiveAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {users.length > 0 && !isWide && (
        <ul className={styles.cards} aria-label="Users">
          {users.map((user) => (
            <li key={user.id} className={styles.card}>
              <AppLink to={userPath(user.internalID)}>{displayName(user)}</AppLink>
              <Text className={styles.email}>{user.email}</Text>
              <AdminUserBadges tier={user.tier} subscriptionStatus={user.subscriptionStatus} role={user.role} isTestUser={user.isTestUser} />
              <Text className={styles.muted}>
                Joined {formatDate(user.createdAt)} · last active {formatDateTime(user.lastActiveAt)}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {users.length === 0 && <Text>No users match. Try part of an email address or a name, or clear the filters.</Text>}
      {hasNext && (
        <Button className={styles.more} onClick={() => loadNext(USERS_PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Show more users'}
        </Button>
      )}
    </div>
  );
}
