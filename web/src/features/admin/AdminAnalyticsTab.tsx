import { Field, makeStyles, Select, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AdminAnalyticsTabQuery, AnalyticsKind } from '../../__generated__/AdminAnalyticsTabQuery.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { SectionErrorBoundary } from '../food-log/SectionErrorBoundary';
import { AdminDataTable } from './AdminDataTable';
import { formatMetric } from './adminFormat';
import { LazySeriesChart } from './LazySeriesChart';
import { StatCard, useStatGridStyles } from './StatCard';

const query = graphql`
  query AdminAnalyticsTabQuery($kind: AnalyticsKind!, $days: Int) {
    adminAnalytics(kind: $kind, days: $days) {
      kind
      days
      from
      to
      metrics {
        key
        label
        value
        unit
      }
      series {
        key
        label
        points {
          x
          y
        }
      }
      tables {
        key
        label
        columns
        rows
      }
    }
  }
`;

const KINDS: { kind: AnalyticsKind; label: string; about: string }[] = [
  { kind: 'nutrition', label: 'Nutrition', about: 'Logging activity, average intake against calorie targets and the most logged foods.' },
  { kind: 'bloodwork', label: 'Bloodwork', about: 'Uploads against manual entries, how well reports are read, and the markers most often out of range.' },
  { kind: 'engagement', label: 'Engagement', about: 'Daily, weekly and monthly active users, retention by signup week and which features people use.' },
  {
    kind: 'health_score',
    label: 'Health score',
    about:
      'Each user who logged food scores 0–100: 40% share of days logged, 40% share of logged days within 20% of their calorie target, 20% share of markers in range in their latest bloodwork (without bloodwork: 50% and 50%).',
  },
];
const DAY_CHOICES = [7, 30, 90, 180, 365];

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  tabs: { flexWrap: 'wrap' },
  about: { color: tokens.colorNeutralForeground2 },
  days: { minWidth: '160px' },
});

function AnalyticsResults({ kind, days }: { kind: AnalyticsKind; days: number | null }) {
  const styles = useStyles();
  const grid = useStatGridStyles();
  const { adminAnalytics: analytics } = useLazyLoadQuery<AdminAnalyticsTabQuery>(query, { kind, days }, { fetchPolicy: 'store-and-network' });
  return (
    <div className={styles.stack}>
      <Text className={styles.about}>
        {analytics.from} to {analytics.to} ({analytics.days} days). Figures are totals and averages over all users; averages of health values over fewer than 5
        users are withheld.
      </Text>
      <div className={grid.grid}>
        {analytics.metrics.map((metric) => (
          <StatCard
            key={metric.key}
            label={metric.label}
            value={metric.value == null ? '—' : formatMetric(metric.value, metric.unit)}
            detail={metric.value == null ? 'Withheld: fewer than 5 users' : undefined}
          />
        ))}
      </div>
      {analytics.series
        .filter((series) => series.points.length > 0)
        .map((series) => (
          <InfoCard key={series.key} title={series.label}>
            <LazySeriesChart label={series.label} series={[series]} />
          </InfoCard>
        ))}
      {analytics.tables.map((table) => (
        <InfoCard key={table.key} title={table.label}>
          <AdminDataTable label={table.label} columns={table.columns} rows={table.rows} empty="Nothing to show for this period yet." />
        </InfoCard>
      ))}
    </div>
  );
}

/** The four analytics kinds with their period; each shows cards, charts and tables of aggregates. */
export function AdminAnalyticsTab() {
  const styles = useStyles();
  const [kind, setKind] = useState<AnalyticsKind>('nutrition');
  const [days, setDays] = useState<number | null>(null);
  const current = KINDS.find((entry) => entry.kind === kind)!;
  return (
    <div className={styles.stack}>
      <div className={styles.controls}>
        <TabList className={styles.tabs} selectedValue={kind} onTabSelect={(_, data) => setKind(data.value as AnalyticsKind)} aria-label="Analytics kind">
          {KINDS.map((entry) => (
            <Tab key={entry.kind} value={entry.kind}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        <Field label="Period" className={styles.days}>
          <Select value={days === null ? '' : String(days)} onChange={(_, data) => setDays(data.value ? Number(data.value) : null)}>
            <option value="">Default ({kind === 'bloodwork' ? 90 : 30} days)</option>
            {DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                Last {choice} days
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Text className={styles.about}>{current.about}</Text>
      <SectionErrorBoundary resetKey={`${kind}-${days}`}>
        <Suspense fallback={<Spinner label="Loading analytics…" />}>
          <AnalyticsResults kind={kind} days={days} />
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
