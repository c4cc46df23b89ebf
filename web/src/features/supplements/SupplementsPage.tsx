import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { SupplementsPageQuery } from '../../__generated__/SupplementsPageQuery.graphql';
import { useDayNavigation } from '../../shell/dayNavigation/DayNavigationContext';
import { DayNavigator } from '../../shell/dayNavigation/DayNavigator';
import { FullPageSpinner } from '../../shell/FullPageSpinner';
import { InfoCard } from '../../shell/InfoCard';
import { PageHeader } from '../../shell/PageHeader';
import { localTimeNow } from './formatAmount';
import { SupplementCatalogPicker } from './SupplementCatalogPicker';
import { SUPPLEMENT_LOGS_CONNECTION, SupplementDayList } from './SupplementDayList';
import { SupplementDayTotals } from './SupplementDayTotals';
import { SupplementFreeTextForm } from './SupplementFreeTextForm';
import { SupplementHistoryCard } from './SupplementHistoryCard';
import { useLogSupplementMutation } from './useLogSupplementMutation';

const supplementsQuery = graphql`
  query SupplementsPageQuery($date: LocalDate!) {
    viewer {
      id
      ...SupplementDayList_viewer @arguments(date: $date)
      ...SupplementDayTotals_viewer @arguments(date: $date)
      ...SupplementHistoryCard_viewer
    }
  }
`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tabs: { marginLeft: `calc(-1 * ${tokens.spacingHorizontalM})` },
});

function SupplementsContent() {
  const styles = useStyles();
  const { dateKey, label, isToday } = useDayNavigation();
  const { viewer } = useLazyLoadQuery<SupplementsPageQuery>(supplementsQuery, { date: dateKey }, { fetchPolicy: 'store-and-network' });
  const [mode, setMode] = useState<'text' | 'catalog'>('text');
  const connectionId = viewer ? ConnectionHandler.getConnectionID(viewer.id, SUPPLEMENT_LOGS_CONNECTION, { date: dateKey }) : '';
  const [logSupplement, isLogging] = useLogSupplementMutation(connectionId);
  if (!viewer) return null;

  // Doses logged for today carry the time; for other days the time is unknown.
  const time = isToday ? localTimeNow() : undefined;
  const dayTitle = isToday ? "Today's supplements" : `Supplements · ${label}`;

  return (
    <>
      <InfoCard title={`Log a supplement · ${label}`}>
        <TabList className={styles.tabs} selectedValue={mode} onTabSelect={(_, data) => setMode(data.value as 'text' | 'catalog')} aria-label="How to log">
          <Tab value="text">Type it</Tab>
          <Tab value="catalog">Pick from catalog</Tab>
        </TabList>
        {mode === 'text' ? (
          <SupplementFreeTextForm onLog={(query) => logSupplement({ date: dateKey, query, time })} isLogging={isLogging} />
        ) : (
          <SupplementCatalogPicker onLog={(dose) => logSupplement({ date: dateKey, ...dose, time })} isLogging={isLogging} />
        )}
      </InfoCard>
      <div className={styles.grid}>
        <SupplementDayList viewer={viewer} title={dayTitle} date={dateKey} />
        <SupplementDayTotals viewer={viewer} title={isToday ? "Today's nutrients from supplements" : `Nutrients · ${label}`} />
      </div>
      <SupplementHistoryCard viewer={viewer} />
    </>
  );
}

export function SupplementsPage() {
  const styles = useStyles();
  return (
    <div className={styles.root} data-tour="supplements">
      <PageHeader title="Supplements" subtitle="Vitamins, minerals and other supplements you take." actions={<DayNavigator />} />
      <Suspense fallback={<FullPageSpinner />}>
        <SupplementsContent />
      </Suspense>
    </div>
  );
}
