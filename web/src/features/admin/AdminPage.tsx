import { Button, Field, Input, makeStyles, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AdminPageQuery } from '../../__generated__/AdminPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { PageHeader } from '../../shell/PageHeader';
import { SectionErrorBoundary } from '../food-log/SectionErrorBoundary';
import { AdminAnalyticsTab } from './AdminAnalyticsTab';
import { AdminAuditTab } from './AdminAuditTab';
import { AdminOverview } from './AdminOverview';
import { AdminUserDetail } from './AdminUserDetail';
import { AdminUsersTab } from './AdminUsersTab';

const adminPageQuery = graphql`
  query AdminPageQuery($from: LocalDate, $to: LocalDate) {
    adminDashboardStats(from: $from, to: $to) {
      from
      to
      ...AdminOverview_stats
    }
  }
`;

export function adminLoader() {
  return { queryRef: preloadRouteQuery<AdminPageQuery>('admin', adminPageQuery, {}) };
}

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'Users' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'audit', label: 'Audit trail' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalL, flexWrap: 'wrap' },
  range: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  stack: { display: 'flex', flexDirection: 'column' },
});

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

function OverviewContent({ queryRef }: { queryRef: PreloadedQuery<AdminPageQuery> }) {
  const { adminDashboardStats } = usePreloadedQuery<AdminPageQuery>(adminPageQuery, queryRef);
  return <AdminOverview stats={adminDashboardStats} />;
}

/** The dashboard with its date range: the route's preloaded figures, reloaded when the range changes. */
function OverviewTab({ initialQueryRef }: { initialQueryRef: PreloadedQuery<AdminPageQuery> }) {
  const styles = useStyles();
  const [queryRef, loadQuery] = useQueryLoader<AdminPageQuery>(adminPageQuery, initialQueryRef);
  const [from, setFrom] = useState(isoDay(29));
  const [to, setTo] = useState(isoDay(0));
  const apply = (range: { from: string; to: string }) => {
    setFrom(range.from);
    setTo(range.to);
    loadQuery(range, { fetchPolicy: 'store-and-network' });
  };
  return (
    <div className={styles.stack}>
      <form
        className={styles.range}
        aria-label="Date range"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ from, to });
        }}
      >
        <Field label="From">
          <Input type="date" value={from} max={to} onChange={(_, data) => setFrom(data.value)} />
        </Field>
        <Field label="To">
          <Input type="date" value={to} min={from} onChange={(_, data) => setTo(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={!from || !to || from > to}>
          Show range
        </Button>
        {[7, 30, 90].map((days) => (
          <Button key={days} onClick={() => apply({ from: isoDay(days - 1), to: isoDay(0) })}>
            Last {days} days
          </Button>
        ))}
      </form>
      <SectionErrorBoundary resetKey={`${from}-${to}`}>
        <Suspense fallback={<Spinner label="Loading figures…" />}>{queryRef && <OverviewContent queryRef={queryRef} />}</Suspense>
      </SectionErrorBoundary>
    </div>
  );
}

/** The admin area: dashboard, users, analytics and the audit trail, one tab each (kept in the address for links). */
export function AdminPage() {
  const styles = useStyles();
  const { queryRef } = useLoaderData() as ReturnType<typeof adminLoader>;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = TABS.some((entry) => entry.value === requested) ? (requested as TabValue) : 'overview';
  const userId = tab === 'users' ? searchParams.get('user') : null;

  return (
    <div>
      <PageHeader title="Admin" subtitle="Users, subscriptions, analytics and the audit trail." />
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, data) => setSearchParams({ tab: String(data.value) })} aria-label="Admin sections">
        {TABS.map((entry) => (
          <Tab key={entry.value} value={entry.value}>
            {entry.label}
          </Tab>
        ))}
      </TabList>
      <SectionErrorBoundary resetKey={`${tab}-${userId ?? ''}`}>
        <Suspense fallback={<Spinner label="Loading…" />}>
          {tab === 'overview' && queryRef && <OverviewTab initialQueryRef={queryRef} />}
          {tab === 'users' && (userId ? <AdminUserDetail userId={userId} /> : <AdminUsersTab />)}
          {tab === 'analytics' && <AdminAnalyticsTab />}
          {tab === 'audit' && <AdminAuditTab />}
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
