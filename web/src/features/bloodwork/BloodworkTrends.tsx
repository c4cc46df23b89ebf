import { Dropdown, Field, makeStyles, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BloodworkTrends_viewer$key } from '../../__generated__/BloodworkTrends_viewer.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { LabFlagBadge } from './LabFlagBadge';
import { categoryName, formatLabNumber, formatRange } from './labValueFormat';

const BloodworkTrendChart = lazy(() => import('./BloodworkTrendChart').then(({ BloodworkTrendChart }) => ({ default: BloodworkTrendChart })));

const useStyles = makeStyles({
  picker: { maxWidth: '260px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  chart: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  chartHeader: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  chartTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  latest: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  latestValue: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  placeholder: { minHeight: '170px', display: 'grid', placeItems: 'center' },
});

/** Trend charts per marker, one category at a time (the charts load only when shown). */
export function BloodworkTrends({ viewer: viewerRef }: { viewer: BloodworkTrends_viewer$key }) {
  const styles = useStyles();
  const { bloodworkTrends: trends } = useFragment(
    graphql`
      fragment BloodworkTrends_viewer on Viewer {
        bloodworkTrends {
          marker
          name
          unit
          category
          refLow
          refHigh
          points {
            date
            value
            flag
          }
        }
      }
    `,
    viewerRef,
  );
  const categories = [...new Set(trends.map((trend) => trend.category))].sort((a, b) => categoryName(a).localeCompare(categoryName(b)));
  // Open on the category with the most results, where a trend says the most.
  const pointsIn = (option: string) => trends.filter((trend) => trend.category === option).reduce((sum, trend) => sum + trend.points.length, 0);
  const busiest = [...categories].sort((a, b) => pointsIn(b) - pointsIn(a))[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const category = chosen && categories.includes(chosen) ? chosen : busiest;
  if (!category) {
    return (
      <InfoCard title="Trends">
        <Text className={styles.muted}>Your markers appear here over time once you save results.</Text>
      </InfoCard>
    );
  }
  const shown = trends.filter((trend) => trend.category === category);
  return (
    <InfoCard title="Trends">
      <Field className={styles.picker} label="Category">
        <Dropdown value={categoryName(category)} selectedOptions={[category]} onOptionSelect={(_, data) => data.optionValue && setChosen(data.optionValue)}>
          {categories.map((option) => (
            <Option key={option} value={option}>
              {categoryName(option)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div className={styles.grid}>
        {shown.map((trend) => {
          const latest = trend.points[trend.points.length - 1];
          return (
            <section key={trend.marker} className={styles.chart} aria-label={`${trend.name} trend`}>
              <div className={styles.chartHeader}>
                <h3 className={styles.chartTitle}>{trend.name}</h3>
                <Text className={styles.muted}>
                  range {formatRange(trend.refLow, trend.refHigh)} {trend.unit}
                </Text>
              </div>
              {latest && (
                <div className={styles.latest}>
                  <Text className={styles.latestValue}>
                    {formatLabNumber(latest.value)} {trend.unit}
                  </Text>
                  <LabFlagBadge flag={latest.flag} />
                  <Text className={styles.muted}>latest of {trend.points.length}</Text>
                </div>
              )}
              <Suspense fallback={<Spinner className={styles.placeholder} size="small" label="Loading chart…" />}>
                <BloodworkTrendChart trend={trend} />
              </Suspense>
            </section>
          );
        })}
      </div>
    </InfoCard>
  );
}
