import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DailyTargetsCard_viewer$key } from '../../__generated__/DailyTargetsCard_viewer.graphql';
import type { DashboardDayQuery } from '../../__generated__/DashboardDayQuery.graphql';
import { CardCarousel } from '../../shell/CardCarousel';
import { InfoCard } from '../../shell/InfoCard';
import { ZERO_MACROS } from '../food-log/nutritionMath';
import { DayMealsCard } from './DayMealsCard';
import { NutritionProgress } from './NutritionProgress';
import { TrendCard } from './TrendCard';

// The carousel's last two cards are off screen on a phone at first: they load while the first ones are drawn.
const MicronutrientsCard = lazy(() => import('./MicronutrientsCard').then((module) => ({ default: module.MicronutrientsCard })));
const DailyTargetsCard = lazy(() => import('./DailyTargetsCard').then((module) => ({ default: module.DailyTargetsCard })));

const cardLoading = (title: string) => (
  <InfoCard title={title}>
    <Spinner size="small" label="Loading…" />
  </InfoCard>
);

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

interface DashboardDayProps {
  date: string;
  dayLabel: string;
  targetsViewer: DailyTargetsCard_viewer$key;
}

/** Everything on the dashboard that depends on the selected day, refreshed on every visit. */
export function DashboardDay({ date, dayLabel, targetsViewer }: DashboardDayProps) {
  const styles = useStyles();
  const [cardIndex, setCardIndex] = useState(0);
  const { viewer } = useLazyLoadQuery<DashboardDayQuery>(
    graphql`
      query DashboardDayQuery($date: LocalDate!) {
        viewer {
          nutritionTargets {
            calories
            protein
            carbs
            fat
          }
          foodLog(date: $date) {
            totals {
              calories
              protein
              carbs
              fat
            }
            combinedNutrition {
              ...MicronutrientsCard_combinedNutrition
            }
            ...DayMealsCard_foodLog
          }
          foodSummary(days: 7) {
            ...TrendCard_summary
          }
        }
      }
    `,
    { date },
    // Logging happens on other pages; the totals and the week must be current on arrival.
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  const { foodLog } = viewer;

  return (
    <div className={styles.stack}>
      <InfoCard title={`Calories and macros · ${dayLabel}`}>
        <NutritionProgress eaten={foodLog?.totals ?? ZERO_MACROS} targets={viewer.nutritionTargets} />
      </InfoCard>
      <CardCarousel label="Dashboard cards" index={cardIndex} onIndexChange={setCardIndex}>
        <DayMealsCard foodLog={foodLog ?? null} dayLabel={dayLabel} />
        <TrendCard summary={viewer.foodSummary} />
        <Suspense fallback={cardLoading('Micronutrients')}>
          <MicronutrientsCard combinedNutrition={foodLog?.combinedNutrition ?? null} />
        </Suspense>
        <Suspense fallback={cardLoading('Daily targets')}>
          <DailyTargetsCard viewer={targetsViewer} />
        </Suspense>
      </CardCarousel>
    </div>
  );
}
