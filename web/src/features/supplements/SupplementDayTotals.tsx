import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { SupplementDayTotals_viewer$key } from '../../__generated__/SupplementDayTotals_viewer.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { NutrientAmountList } from './NutrientAmountList';

const useStyles = makeStyles({ empty: { color: tokens.colorNeutralForeground2 } });

export function SupplementDayTotals({ viewer: viewerRef, title }: { viewer: SupplementDayTotals_viewer$key; title: string }) {
  const styles = useStyles();
  const viewer = useFragment(
    graphql`
      fragment SupplementDayTotals_viewer on Viewer @argumentDefinitions(date: { type: "LocalDate!" }) {
        supplementTotals(date: $date) {
          key
          label
          amount
          unit
        }
      }
    `,
    viewerRef,
  );
  return (
    <InfoCard title={title}>
      {viewer.supplementTotals.length === 0 ? (
        <Text className={styles.empty}>Nutrients from the day's supplements add up here.</Text>
      ) : (
        <NutrientAmountList nutrients={viewer.supplementTotals} label={title} />
      )}
    </InfoCard>
  );
}
