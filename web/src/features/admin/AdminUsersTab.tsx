import { Field, Input, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AdminUserSort, AdminUsersTabQuery, Role, Tier } from '../../__generated__/AdminUsersTabQuery.graphql';
import { SectionErrorBoundary } from '../food-log/SectionErrorBoundary';
import { useDebouncedValue } from '../food-log/useDebouncedValue';
import { AdminUsersList, USERS_PAGE_SIZE } from './AdminUsersList';

const query = graphql`
  query AdminUsersTabQuery($search: String, $tier: Tier, $role: Role, $sort: AdminUserSort!, $asOf: DateTimeISO, $count: Int!) {
    ...AdminUsersList_query @arguments(search: $search, tier: $tier, role: $role, sort: $sort, asOf: $asOf, count: $count)
  }
`;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 700px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  search: { '@media (max-width: 700px)': { gridColumn: '1 / -1' } },
});

interface Filters {
  search: string;
  tier: Tier | '';
  role: Role | '';
  sort: AdminUserSort;
  /** The sign-up cut-off, fixed per search so "Show more" pages never shift while people sign up. */
  asOf: string;
}

function UsersResults({ filters }: { filters: Filters }) {
  const data = useLazyLoadQuery<AdminUsersTabQuery>(
    query,
    {
      search: filters.search.trim() || null,
      tier: filters.tier || null,
      role: filters.role || null,
      sort: filters.sort,
      asOf: filters.asOf,
      count: USERS_PAGE_SIZE,
    },
    { fetchPolicy: 'store-and-network' },
  );
  return <AdminUsersList query={data} />;
}

/** Search and filter users; choosing one opens their account summary. */
export function AdminUsersTab() {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState<Filters['tier']>('');
  const [role, setRole] = useState<Filters['role']>('');
  const [sort, setSort] = useState<AdminUserSort>('created');
  const debouncedSearch = useDebouncedValue(search, 300);
  const filters = useMemo(() => ({ search: debouncedSearch, tier, role, sort, asOf: new Date().toISOString() }), [debouncedSearch, tier, role, sort]);

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <Field label="Search users" className={styles.search}>
          <Input
            type="search"
            contentBefore={<SearchRegular aria-hidden />}
            placeholder="Part of an email or name"
            value={search}
            onChange={(_, data) => setSearch(data.value)}
          />
        </Field>
        <Field label="Plan">
          <Select value={tier} onChange={(_, data) => setTier(data.value as Filters['tier'])}>
            <option value="">All plans</option>
            <option value="free">Free</option>
            <option value="pro">Pro</option>
          </Select>
        </Field>
        <Field label="Role">
          <Select value={role} onChange={(_, data) => setRole(data.value as Filters['role'])}>
            <option value="">All roles</option>
            <option value="user">Users</option>
            <option value="admin">Admins</option>
          </Select>
        </Field>
        <Field label="Sort by">
          <Select value={sort} onChange={(_, data) => setSort(data.value as AdminUserSort)}>
            <option value="created">Newest sign-ups</option>
            <option value="last_active">Last active</option>
          </Select>
        </Field>
      </div>
      <SectionErrorBoundary resetKey={filters.asOf}>
        <Suspense fallback={<Spinner label="Loading users…" />}>
          <UsersResults filters={filters} />
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
