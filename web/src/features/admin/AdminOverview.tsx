import { AiProvidersNote } from './AiProvidersNote';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { AdminOverview_stats$key } from '../../__generated__/AdminOverview_stats.graphql';
import { AppLink } from '../../shell/AppLink';
import { InfoCard } from '../../shell/InfoCard';
import { formatCount, formatMoney, STATUS_LABELS, TIER_LABELS } from './adminFormat';
import { LazySeriesChart } from './LazySeriesChart';
import { StatCard, useStatGridStyles } from './StatCard';

const fragment = graphql`
  fragment AdminOverview_stats on AdminDashboardStats {
    from
    to
    totalUsers
    newUsersLast7Days
    newUsersLast30Days
    newUsersInRange
    activeUsers {
      daily
      weekly
      monthly
    }
    proUsers
    proShare
    subscriptionsByStatus {
      tier
      status
      count
    }
    monthlyRecurringRevenue {
      amountCents
      currency
      activeSubscriptions
    }
    aiUsageThisMonth {
      kind
      label
      used
      users
      freeLimit
      freeUsersAtLimit
    }
    reportsPending
    bloodwork {
      uploads
      manualEntries
      fullyRead
      partlyRead
      unread
      extractionSuccessRate
    }
    series {
      key
      label
      points {
        x
        y
      }
    }
  }
`;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL },
  scroll: { overflowX: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The dashboard figures: cards for the headline numbers, a chart of the range and the detail tables. */
export function AdminOverview({ stats }: { stats: AdminOverview_stats$key }) {
  const styles = useStyles();
  const grid = useStatGridStyles();
  const data = useFragment(fragment, stats);
  const revenue = data.monthlyRecurringRevenue;
  const bloodwork = data.bloodwork;

  return (
    <div className={styles.stack}>
      <div className={grid.grid}>
        <StatCard label="Total users" value={formatCount(data.totalUsers)} detail={`${formatCount(data.newUsersInRange)} joined in this range`} />
        <StatCard label="New users" value={formatCount(data.newUsersLast7Days)} detail={`last 7 days · ${formatCount(data.newUsersLast30Days)} in 30 days`} />
        <StatCard
          label="Active users"
          value={formatCount(data.activeUsers.daily)}
          detail={`today · ${formatCount(data.activeUsers.weekly)} this week · ${formatCount(data.activeUsers.monthly)} this month`}
        />
        <StatCard label="Pro users" value={formatCount(data.proUsers)} detail={`${data.proShare}% of all users`} />
        <StatCard
          label="Monthly recurring revenue"
          value={formatMoney(revenue.amountCents, revenue.currency)}
          detail={`${formatCount(revenue.activeSubscriptions)} active Pro ${revenue.activeSubscriptions === 1 ? 'subscription' : 'subscriptions'}`}
        />
        <StatCard label="Reports pending" value={formatCount(data.reportsPending)} detail={<AppLink to="/admin-reports">Review AI content reports</AppLink>} />
        <StatCard
          label="Bloodwork uploads"
          value={formatCount(bloodwork.uploads)}
          detail={`${Math.round(bloodwork.extractionSuccessRate)}% read · ${formatCount(bloodwork.manualEntries)} entered by hand`}
        />
      </div>

      <InfoCard title="Sign-ups and active users">
        <LazySeriesChart label="Sign-ups and active users per day" series={data.series} />
      </InfoCard>

      <div className={styles.columns}>
        <InfoCard title="AI usage this month">
          <div className={styles.scroll}>
            <Table size="small" aria-label="AI usage this month">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Feature</TableHeaderCell>
                  <TableHeaderCell>Used</TableHeaderCell>
                  <TableHeaderCell>Users</TableHeaderCell>
                  <TableHeaderCell>Free users at limit</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.aiUsageThisMonth.map((usage) => (
                  <TableRow key={usage.kind}>
                    <TableCell>{usage.label}</TableCell>
                    <TableCell>{formatCount(usage.used)}</TableCell>
                    <TableCell>{formatCount(usage.users)}</TableCell>
                    <TableCell>
                      {formatCount(usage.freeUsersAtLimit)} <span className={styles.muted}>(limit {usage.freeLimit})</span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </InfoCard>
        <InfoCard title="Subscriptions by status">
          <div className={styles.scroll}>
            <Table size="small" aria-label="Subscriptions by status">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Plan</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Users</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.subscriptionsByStatus.map((row) => (
                  <TableRow key={`${row.tier}-${row.status}`}>
                    <TableCell>{TIER_LABELS[row.tier] ?? row.tier}</TableCell>
                    <TableCell>{STATUS_LABELS[row.status] ?? row.status}</TableCell>
                    <TableCell>{formatCount(row.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </InfoCard>
        <InfoCard title="Bloodwork extraction">
          <Text>
            Of {formatCount(bloodwork.uploads)} uploaded reports, {formatCount(bloodwork.fullyRead)} were read completely, {formatCount(bloodwork.partlyRead)}{' '}
            had results left for the user to review and {formatCount(bloodwork.unread)} could not be read.
          </Text>
        </InfoCard>
      </div>
      <AiProvidersNote />
    </div>
  );
}
