import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Suspense, useDeferredValue } from 'react';
import { useDayNavigation } from '../../shell/dayNavigation/DayNavigationContext';
import { DayNavigator } from '../../shell/dayNavigation/DayNavigator';
import { PageHeader } from '../../shell/PageHeader';
import { FoodLogDay } from './FoodLogDay';
import { PhotoLogButton } from './PhotoLogButton';
import { SectionErrorBoundary } from './SectionErrorBoundary';

const useStyles = makeStyles({
  loading: { padding: tokens.spacingVerticalXXXL },
  // Room below the last meal for the floating camera button, so it never sits on a card's controls at the end.
  page: { paddingBottom: '72px' },
});

export function FoodLogPage() {
  const styles = useStyles();
  const { label, dateKey } = useDayNavigation();
  // While the next day loads, the current one stays on screen instead of a spinner.
  const date = useDeferredValue(dateKey);
  return (
    <div data-tour="food-log" className={styles.page}>
      <PageHeader title="Food Log" subtitle="What you ate, meal by meal." actions={<DayNavigator />} />
      <SectionErrorBoundary resetKey={date}>
        <Suspense fallback={<Spinner className={styles.loading} label="Loading your food log…" />}>
          <FoodLogDay date={date} dayLabel={label} />
        </Suspense>
      </SectionErrorBoundary>
      <PhotoLogButton />
    </div>
  );
}
