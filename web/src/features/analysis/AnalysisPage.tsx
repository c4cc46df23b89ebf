import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AnalysisPageQuery } from '../../__generated__/AnalysisPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { PageHeader } from '../../shell/PageHeader';
import { PageErrorBoundary } from '../../shell/RouteErrorBoundary';
import { AnalysisHistory, HISTORY_PAGE_SIZE } from './AnalysisHistory';
import type { AnalysisKind } from './analysisConnections';
import { RunAnalysisCard } from './RunAnalysisCard';
import { UsageMeter } from './UsageMeter';

// The detail (findings, charts, second opinion, report and delete dialogs) loads when an analysis is opened.
const AnalysisDetail = lazy(() => import('./AnalysisDetail').then((module) => ({ default: module.AnalysisDetail })));

const analysisPageQuery = graphql`
  query AnalysisPageQuery($count: Int!) {
    aiModels {
      id
      label
      isDefault
      isAllowed
      ...ModelPicker_models
    }
    viewer {
      id
      user {
        tier
        preferredAIModel
        ...UsageMeter_user
      }
      ...BloodworkEntryPicker_viewer
      ...AnalysisHistory_viewer @arguments(count: $count)
    }
  }
`;

export function analysisLoader() {
  return { queryRef: preloadRouteQuery<AnalysisPageQuery>('analysis', analysisPageQuery, { count: HISTORY_PAGE_SIZE }) };
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(300px, 380px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  placeholder: {
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

function AnalysisContent({ queryRef }: { queryRef: PreloadedQuery<AnalysisPageQuery> }) {
  const styles = useStyles();
  const data = usePreloadedQuery<AnalysisPageQuery>(analysisPageQuery, queryRef);
  const [searchParams, setSearchParams] = useSearchParams();
  const [typeFilter, setTypeFilter] = useState<AnalysisKind | null>(null);
  const selectedId = searchParams.get('analysis');
  const modelLabels = useMemo(() => new Map(data.aiModels.map((model) => [model.id, model.label])), [data.aiModels]);
  const allowedModelIds = useMemo(() => data.aiModels.filter((model) => model.isAllowed).map((model) => model.id), [data.aiModels]);
  if (!data.viewer) return null;
  const { viewer } = data;

  // The user's preferred model when they may use it, else the catalog's default.
  const preferred = data.aiModels.find((model) => model.id === viewer.user.preferredAIModel && model.isAllowed);
  const defaultModel = preferred?.id ?? data.aiModels.find((model) => model.isDefault)?.id ?? data.aiModels[0]?.id ?? '';

  const select = (id: string | null) => {
    setSearchParams(id ? { analysis: id } : {}, { replace: false });
    if (id) {
      // On a phone the detail is below the list: bring it into view.
      window.requestAnimationFrame(() => document.getElementById('analysis-detail')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
    }
  };

  return (
    <div data-tour="analysis">
      <PageHeader
        title="Analysis"
        subtitle="AI insights built from your own data. Every number comes from your logs and lab results."
        actions={<UsageMeter user={viewer.user} />}
      />
      <div className={styles.grid}>
        <div className={styles.column}>
          <RunAnalysisCard
            viewerId={viewer.id}
            isPro={viewer.user.tier === 'pro'}
            models={data.aiModels}
            defaultModel={defaultModel}
            viewer={viewer}
            onCreated={select}
          />
          <AnalysisHistory viewer={viewer} typeFilter={typeFilter} onTypeFilterChange={setTypeFilter} selectedId={selectedId} onSelect={select} />
        </div>
        <div className={styles.column} id="analysis-detail">
          {selectedId ? (
            <PageErrorBoundary key={selectedId}>
              <Suspense fallback={<Spinner label="Loading the analysis…" />}>
                <AnalysisDetail
                  analysisId={selectedId}
                  viewerId={viewer.id}
                  models={data.aiModels}
                  modelLabels={modelLabels}
                  allowedModelIds={allowedModelIds}
                  onDeleted={() => select(null)}
                />
              </Suspense>
            </PageErrorBoundary>
          ) : (
            <div className={`${styles.placeholder} nutri-glass`}>
              Run an analysis or pick one from your history to read it here. Analyses are for educational purposes only.
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

export function AnalysisPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof analysisLoader>;
  return queryRef ? <AnalysisContent queryRef={queryRef} /> : null;
}
