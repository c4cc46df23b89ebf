import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { AnalysisFindingList_findings$key } from '../../__generated__/AnalysisFindingList_findings.graphql';
import { formatAmount, severityOf } from './analysisLabels';

const findingsFragment = graphql`
  fragment AnalysisFindingList_findings on AnalysisFinding @relay(plural: true) {
    id
    kind
    severity
    title
    explanation
    detail
    foods {
      name
      amount
      unit
      sharePercent
    }
    suggestions {
      foodId
      name
      portion
      amount
      unit
      percentOfReference
    }
  }
`;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  finding: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground2 },
  subTitle: { margin: `${tokens.spacingVerticalXS} 0 0`, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  items: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: '2px' },
});

/** Foods listed per finding: enough to act on, short enough for a phone. */
const LISTED_FOODS = 3;

interface AnalysisFindingListProps {
  findings: AnalysisFindingList_findings$key;
  /** Hides the facts line and food lists (the side-by-side view shows them once). */
  isCompact?: boolean;
}

/** Findings, most severe first: severity, explanation, contributing foods and suggested foods. */
export function AnalysisFindingList({ findings, isCompact = false }: AnalysisFindingListProps) {
  const styles = useStyles();
  const data = useFragment(findingsFragment, findings);
  if (data.length === 0) return <Text>No findings: nothing stood out in this data.</Text>;
  return (
    <ul className={styles.list}>
      {data.map((finding) => {
        const severity = severityOf(finding.severity);
        return (
          <li key={finding.id} className={styles.finding}>
            <div className={styles.head}>
              <Badge appearance="filled" color={severity.color}>
                {severity.label}
              </Badge>
              <h4 className={styles.title}>{finding.title}</h4>
            </div>
            <Text>{finding.explanation}</Text>
            {!isCompact && finding.detail && finding.detail !== finding.explanation && (
              <Text size={200} className={styles.detail}>
                {finding.detail}
              </Text>
            )}
            {!isCompact && finding.foods.length > 0 && (
              <>
                <h5 className={styles.subTitle}>Where it came from</h5>
                <ul className={styles.items}>
                  {finding.foods.slice(0, LISTED_FOODS).map((food) => (
                    <li key={food.name}>
                      {food.name}: {formatAmount(food.amount, food.unit)} ({Math.round(food.sharePercent)}%)
                    </li>
                  ))}
                </ul>
              </>
            )}
            {!isCompact && finding.suggestions.length > 0 && (
              <>
                <h5 className={styles.subTitle}>Foods rich in it</h5>
                <ul className={styles.items}>
                  {finding.suggestions.slice(0, LISTED_FOODS).map((food) => (
                    <li key={food.foodId}>
                      {food.name}, {food.portion}: {formatAmount(food.amount, food.unit)} ({Math.round(food.percentOfReference)}% of your daily need)
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
