import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { AnalysisDetail_analysis$key } from '../../__generated__/AnalysisDetail_analysis.graphql';
import type { AnalysisDetailQuery } from '../../__generated__/AnalysisDetailQuery.graphql';
import type { ModelPicker_models$key } from '../../__generated__/ModelPicker_models.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { ReportAction } from '../reports/ReportAction';
import { AnalysisFindingList } from './AnalysisFindingList';
import type { AnalysisKind } from './analysisConnections';
import { ANALYSIS_TYPE_LABELS, engineLabel, formatDate } from './analysisLabels';
import { DeleteAnalysisButton } from './DeleteAnalysisButton';
import { MarkerRangeList } from './MarkerRangeList';
import { NutrientIntakeChart, percentOfGoal } from './NutrientIntakeChart';
import { SecondOpinionForm } from './SecondOpinionForm';

const detailQuery = graphql`
  query AnalysisDetailQuery($id: ID!) {
    viewer {
      analysis(id: $id) {
        ...AnalysisDetail_analysis
      }
    }
  }
`;

const detailFragment = graphql`
  fragment AnalysisDetail_analysis on Analysis {
    id
    type
    createdAt
    summary
    disclaimer
    caveats
    model
    modelUsed
    window {
      from
      to
      days
      loggedDays
    }
    nutrients {
      key
      label
      unit
      dailyAverage
      coverage
      target
      reference
      limit
    }
    markers {
      key
      name
      value
      unit
      refLow
      refHigh
      flag
      previousValue
      previousDate
    }
    findings {
      title
      explanation
      ...AnalysisFindingList_findings
    }
    secondOpinion {
      model
      modelUsed
      summary
      findings {
        ...AnalysisFindingList_findings
      }
    }
  }
`;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  meta: { color: tokens.colorNeutralForeground2 },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  opinions: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 1100px)': { gridTemplateColumns: '1fr' },
  },
  opinion: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    minWidth: 0,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  caveats: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
});

interface AnalysisDetailProps {
  analysisId: string;
  viewerId: string;
  models: ModelPicker_models$key;
  modelLabels: ReadonlyMap<string, string>;
  allowedModelIds: ReadonlyArray<string>;
  onDeleted: () => void;
}

/** Loads one analysis by id (so a link with ?analysis= opens it directly). */
export function AnalysisDetail({ analysisId, ...rest }: AnalysisDetailProps) {
  const data = useLazyLoadQuery<AnalysisDetailQuery>(detailQuery, { id: analysisId }, { fetchPolicy: 'store-or-network' });
  if (!data.viewer) return null;
  return <AnalysisDetailView analysis={data.viewer.analysis} analysisId={analysisId} {...rest} />;
}

/** The text a report of this analysis carries: what the user read. */
function reportContent(analysis: { summary: string; findings: ReadonlyArray<{ title: string; explanation: string }> }): string {
  return [analysis.summary, ...analysis.findings.map((finding) => `${finding.title}: ${finding.explanation}`)].join('\n\n');
}

function AnalysisDetailView({
  analysis,
  viewerId,
  models,
  modelLabels,
  allowedModelIds,
  onDeleted,
}: Omit<AnalysisDetailProps, 'analysisId'> & { analysis: AnalysisDetail_analysis$key; analysisId: string }) {
  const styles = useStyles();
  const data = useFragment(detailFragment, analysis);
  const kind = data.type as AnalysisKind;
  // Nutrients the logs barely report would chart as a misleading 0%.
  // Your own targets first, then anything over its limit, then reference intakes from the furthest short, then the
  // limits kept to. A limit with nothing taken (no caffeine) says nothing and is left out.
  const rankOf = (nutrient: (typeof data.nutrients)[number]) => {
    if (nutrient.target != null) return 0;
    if (nutrient.limit != null && nutrient.dailyAverage > nutrient.limit) return 1;
    return nutrient.reference != null ? 2 : 3;
  };
  const chartNutrients = data.nutrients
    .filter((nutrient) => (nutrient.target != null || nutrient.reference != null || nutrient.limit != null) && nutrient.coverage >= 0.5)
    .filter((nutrient) => nutrient.reference != null || nutrient.target != null || nutrient.dailyAverage > 0)
    .map((nutrient) => ({ nutrient, rank: rankOf(nutrient), percent: percentOfGoal(nutrient) ?? 0 }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 2 ? a.percent - b.percent : 0))
    .slice(0, 14)
    .map(({ nutrient }) => nutrient);
  const second = data.secondOpinion;

  return (
    <InfoCard title={`${ANALYSIS_TYPE_LABELS[kind] ?? data.type} analysis`}>
      <div className={styles.stack} data-testid="analysis-detail">
        <Text className={styles.meta}>
          {formatDate(data.createdAt)}
          {data.window && ` · ${formatDate(data.window.from)} to ${formatDate(data.window.to)}, ${data.window.loggedDays} of ${data.window.days} days logged`}
          {` · Written by ${engineLabel(data.modelUsed, modelLabels)}`}
        </Text>

        {second ? (
          <section className={styles.section} aria-label="Two opinions side by side">
            <h3 className={styles.sectionTitle}>Two opinions side by side</h3>
            <div className={styles.opinions}>
              <div className={styles.opinion}>
                <Text weight="semibold">First opinion · {engineLabel(data.modelUsed, modelLabels)}</Text>
                <Text>{data.summary}</Text>
                <AnalysisFindingList findings={data.findings} isCompact />
              </div>
              <div className={styles.opinion}>
                <Text weight="semibold">Second opinion · {engineLabel(second.modelUsed, modelLabels)}</Text>
                <Text>{second.summary}</Text>
                <AnalysisFindingList findings={second.findings} isCompact />
                <ReportAction content={reportContent({ summary: second.summary, findings: [] })} contentType="analysis" label="Report second opinion" />
              </div>
            </div>
          </section>
        ) : (
          <section className={styles.section} aria-label="Summary">
            <h3 className={styles.sectionTitle}>Summary</h3>
            <Text>{data.summary}</Text>
          </section>
        )}

        {chartNutrients.length > 0 && (
          <section className={styles.section} aria-label="Intake against your goals">
            <h3 className={styles.sectionTitle}>Intake against your goals</h3>
            <NutrientIntakeChart nutrients={chartNutrients} />
          </section>
        )}

        {data.markers.length > 0 && (
          <section className={styles.section} aria-label="Markers against their ranges">
            <h3 className={styles.sectionTitle}>Markers against their ranges</h3>
            <MarkerRangeList markers={data.markers} />
          </section>
        )}

        <section className={styles.section} aria-label="Findings">
          <h3 className={styles.sectionTitle}>{second ? 'Findings in detail' : 'Findings'}</h3>
          <AnalysisFindingList findings={data.findings} />
        </section>

        {data.caveats.length > 0 && (
          <section className={styles.section} aria-label="Caveats">
            <h3 className={styles.sectionTitle}>Caveats</h3>
            <ul className={styles.caveats}>
              {data.caveats.map((caveat) => (
                <li key={caveat}>{caveat}</li>
              ))}
            </ul>
          </section>
        )}

        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{data.disclaimer}</MessageBarBody>
        </MessageBar>

        <div className={styles.actions}>
          {!second && allowedModelIds.some((id) => id !== data.modelUsed) && (
            <SecondOpinionForm analysisId={data.id} models={models} allowedModelIds={allowedModelIds} firstModel={data.modelUsed} />
          )}
          <ReportAction content={reportContent(data)} contentType="analysis" label="Report" appearance="secondary" />
          <DeleteAnalysisButton analysisId={data.id} viewerId={viewerId} kind={kind} onDeleted={onDeleted} />
        </div>
      </div>
    </InfoCard>
  );
}
