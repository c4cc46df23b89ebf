import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Suspense, useDeferredValue } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import DashboardDayQueryRequest, { type DashboardDayQuery } from '../../__generated__/DashboardDayQuery.graphql';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { selectedDayKey } from '../../shell/dayNavigation/selectedDay';
import { useDayNavigation } from '../../shell/dayNavigation/DayNavigationContext';
import { DayNavigator } from '../../shell/dayNavigation/DayNavigator';
import { PageHeader } from '../../shell/PageHeader';
import { SectionErrorBoundary } from '../food-log/SectionErrorBoundary';
import { DashboardDay } from './DashboardDay';

const dashboardQuery = graphql`
  query DashboardPageQuery {
    viewer {
      user {
        firstName
      }
      ...DailyTargetsCard_viewer
    }
  }
`;

export function dashboardLoader() {
  // The day's figures (DashboardDay) start too: its request, still in flight when the day renders, is shared.
  preloadRouteQuery<DashboardDayQuery>('dashboard-day', DashboardDayQueryRequest, { date: selectedDayKey() });
  return { queryRef: preloadRouteQuery<DashboardPageQuery>('dashboard', dashboardQuery, {}) };
}

const useStyles = makeStyles({
  loading: { padding: tokens.spacingVerticalXXXL },
});

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function DashboardContent({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const styles = useStyles();
  const { viewer } = usePreloadedQuery<DashboardPageQuery>(dashboardQuery, queryRef);
  const { label, dateKey } = useDayNavigation();
  // While another day loads, the current one stays on screen.
  const date = useDeferredValue(dateKey);
  if (!viewer) return null;

  return (
    <div>
      <PageHeader title={`${greeting(new Date().getHours())}, ${viewer.user.firstName}`} subtitle="Your day at a glance." actions={<DayNavigator />} />
      <SectionErrorBoundary resetKey={date}>
        <Suspense fallback={<Spinner className={styles.loading} label="Loading your day…" />}>
          <DashboardDay date={date} dayLabel={label} targetsViewer={viewer} />
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}

export function DashboardPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof dashboardLoader>;
  return queryRef ? <DashboardContent queryRef={queryRef} /> : null;
}
