import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TrendCard_summary$key } from '../../__generated__/TrendCard_summary.graphql';
import { InfoCard } from '../../shell/InfoCard';

const TrendChart = lazy(() => import('./TrendChart'));

const useStyles = makeStyles({
  // Positioned so the screen-reader list stays inside the card (and the carousel's scroll area).
  area: { position: 'relative', minWidth: 0 },
  chart: { minHeight: '220px', minWidth: 0 },
  caption: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  srOnly: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '1px',
    height: '1px',
    margin: 0,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** Calories of the last seven days against the target. */
export function TrendCard({ summary: summaryKey }: { summary: TrendCard_summary$key }) {
  const styles = useStyles();
  const summary = useFragment(
    graphql`
      fragment TrendCard_summary on FoodSummary {
        loggedDays
        averages {
          calories
        }
        targets {
          calories
        }
        daily {
          date
          calories
        }
      }
    `,
    summaryKey,
  );
  const average = Math.round(summary.averages.calories).toLocaleString('en-US');
  return (
    <InfoCard title="Last 7 days">
      <div className={styles.area}>
        <div className={styles.chart} aria-hidden>
          <Suspense fallback={<Spinner size="small" label="Loading chart…" />}>
            <TrendChart days={summary.daily} target={summary.targets.calories} />
          </Suspense>
        </div>
        {/* The chart is drawn for eyes; the same numbers as a list for screen readers. */}
        <ul className={styles.srOnly} aria-label="Calories per day">
          {summary.daily.map(({ date, calories }) => (
            <li key={date}>
              {date}: {Math.round(calories)} kcal
            </li>
          ))}
        </ul>
      </div>
      <Text className={styles.caption}>
        {summary.loggedDays === 0
          ? 'Nothing logged this week yet.'
          : `Average ${average} kcal on ${summary.loggedDays} logged day${summary.loggedDays === 1 ? '' : 's'} · target ${summary.targets.calories.toLocaleString('en-US')} kcal`}
      </Text>
    </InfoCard>
  );
}
