import { makeStyles, tokens } from '@fluentui/react-components';
import { PillRegular } from '@fluentui/react-icons';
import { useDayNavigation } from '../../shell/dayNavigation/DayNavigationContext';
import { DayNavigator } from '../../shell/dayNavigation/DayNavigator';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

export function SupplementsPage() {
  const styles = useStyles();
  const { label } = useDayNavigation();
  return (
    <div className={styles.root} data-tour="supplements">
      <PageHeader title="Supplements" subtitle="Vitamins, minerals and other supplements you take." actions={<DayNavigator />} />
      <EmptyState
        icon={<PillRegular />}
        title={`No supplements logged · ${label}`}
        upcoming={[
          'Log from a catalog of common supplements, or type e.g. "Vitamin D3 2000 IU"',
          'See their nutrients added to your daily totals',
          'A history of what you took and when',
        ]}
      >
        Supplement tracking is coming in an upcoming update.
      </EmptyState>
    </div>
  );
}
