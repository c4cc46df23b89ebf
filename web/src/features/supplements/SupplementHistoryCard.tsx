import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { SupplementHistoryCard_viewer$key } from '../../__generated__/SupplementHistoryCard_viewer.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { NutrientAmountList } from './NutrientAmountList';

const useStyles = makeStyles({
  stats: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  stat: { display: 'flex', flexDirection: 'column' },
  statValue: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const formatDate = (localDate: string) => dateFormat.format(new Date(`${localDate}T00:00:00`));

/** The last 30 days (spec section 9: the supplements summary defaults to 30 days). */
export function SupplementHistoryCard({ viewer: viewerRef }: { viewer: SupplementHistoryCard_viewer$key }) {
  const styles = useStyles();
  const { supplementSummary: summary } = useFragment(
    graphql`
      fragment SupplementHistoryCard_viewer on Viewer {
        supplementSummary(days: 30) {
          days
          from
          to
          daysWithSupplements
          logCount
          averages {
            key
            label
            amount
            unit
          }
        }
      }
    `,
    viewerRef,
  );
  return (
    <InfoCard title={`Last ${summary.days} days`}>
      <Text className={styles.muted}>
        {formatDate(summary.from)} – {formatDate(summary.to)}
      </Text>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>
            {summary.daysWithSupplements} of {summary.days}
          </span>
          <Text className={styles.muted}>days logged</Text>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{summary.logCount}</span>
          <Text className={styles.muted}>doses</Text>
        </div>
      </div>
      {summary.averages.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>Daily average from supplements</h3>
          <NutrientAmountList nutrients={summary.averages} label="Daily average from supplements" />
        </>
      ) : (
        <Text className={styles.muted}>Log supplements to see your daily averages here.</Text>
      )}
    </InfoCard>
  );
}
