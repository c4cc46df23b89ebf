import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
import { SecondOpinionForm } from './SecondOpinionForm';

const NutrientIntakeChart = lazy(() => import('./NutrientIntakeChart').then((m) => ({ default: m.NutrientIntakeChart })));

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
    fallbackReason
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
      fallbackReason
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
  chart: { minHeight: '160px', overflow: 'hidden' },
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

function useElementWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The text a report of this analysis carries: what the user read. */
function reportContent(analysis: { summary: string; findings: ReadonlyArray<{ title: string; explanation: string }> }): string {
  return [analysis.summary, ...analysis.findings.map((finding) => `${finding.title}: ${finding.explanation}`)].join('\n\n');
}

function fallbackNote(model: string, fallbackReason: string | null | undefined, modelLabels: ReadonlyMap<string, string>) {
  if (!fallbackReason) return null;
  return `You asked for ${modelLabels.get(model) ?? model}, which is not configured on this server, so the built-in engine wrote this instead. The numbers are the same either way.`;
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
  const [chartRef, chartWidth] = useElementWidth();
  const kind = data.type as AnalysisKind;
  // Nutrients the logs barely report would chart as a misleading 0%.
  const chartNutrients = data.nutrients
    .filter((nutrient) => (nutrient.target != null || nutrient.reference != null) && nutrient.coverage >= 0.5)
    .slice(0, 12);
  const second = data.secondOpinion;
  const firstNote = fallbackNote(data.model, data.fallbackReason, modelLabels);

  return (
    <InfoCard title={`${ANALYSIS_TYPE_LABELS[kind] ?? data.type} analysis`}>
      <div className={styles.stack} data-testid="analysis-detail">
        <Text className={styles.meta}>
          {formatDate(data.createdAt)}
          {data.window &&
            ` · ${formatDate(data.window.from)} to ${formatDate(data.window.to)}, ${data.window.loggedDays} of ${data.window.days} days logged`}
          {` · Written by ${engineLabel(data.modelUsed, modelLabels)}`}
        </Text>
        {firstNote && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{firstNote}</MessageBarBody>
          </MessageBar>
        )}

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
                {second.fallbackReason && (
                  <Text size={200} className={styles.meta}>
                    {fallbackNote(second.model, second.fallbackReason, modelLabels)}
                  </Text>
                )}
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
            <div ref={chartRef} className={styles.chart}>
              {chartWidth > 0 && (
                <Suspense fallback={<Spinner size="small" label="Loading chart…" />}>
                  <NutrientIntakeChart nutrients={chartNutrients} width={chartWidth} />
                </Suspense>
              )}
            </div>
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
          {!second && <SecondOpinionForm analysisId={data.id} models={models} allowedModelIds={allowedModelIds} firstModel={data.modelUsed} />}
          <ReportAction content={reportContent(data)} contentType="analysis" label="Report" appearance="secondary" />
          <DeleteAnalysisButton analysisId={data.id} viewerId={viewerId} kind={kind} onDeleted={onDeleted} />
        </div>
      </div>
    </InfoCard>
  );
}
