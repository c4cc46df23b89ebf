import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BowlSaladRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { CardCarousel } from '../../shell/CardCarousel';
import { useDayNavigation } from '../../shell/dayNavigation/DayNavigationContext';
import { DayNavigator } from '../../shell/dayNavigation/DayNavigator';
import { InfoCard } from '../../shell/InfoCard';
import { PageHeader } from '../../shell/PageHeader';
import { DailyTargetsCard } from './DailyTargetsCard';

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
  return { queryRef: preloadRouteQuery<DashboardPageQuery>('dashboard', dashboardQuery, {}) };
}

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  body: { color: tokens.colorNeutralForeground2, margin: 0 },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
});

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function DashboardContent({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { viewer } = usePreloadedQuery<DashboardPageQuery>(dashboardQuery, queryRef);
  const { label, isToday } = useDayNavigation();
  const [cardIndex, setCardIndex] = useState(0);
  if (!viewer) return null;

  return (
    <div className={styles.stack}>
      <PageHeader
        title={`${greeting(new Date().getHours())}, ${viewer.user.firstName}`}
        subtitle="Your day at a glance."
        actions={<DayNavigator />}
      />
      <CardCarousel label="Dashboard cards" index={cardIndex} onIndexChange={setCardIndex}>
        <DailyTargetsCard viewer={viewer} />
        <InfoCard title={isToday ? "Today's food" : `Food · ${label}`}>
          <BowlSaladRegular className={styles.icon} aria-hidden />
          <Text as="p" className={styles.body}>
            Nothing logged yet. Food logging is arriving in the next update: search the USDA food database, add portions
            to your meals, and watch calories and macros fill up against your targets here, with a 7-day trend.
          </Text>
          <Button appearance="secondary" onClick={() => void navigate('/food-log')}>
            Go to the food log
          </Button>
        </InfoCard>
      </CardCarousel>
    </div>
  );
}

export function DashboardPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof dashboardLoader>;
  return queryRef ? <DashboardContent queryRef={queryRef} /> : null;
}
