import { Badge, Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { AnalysisHistory_viewer$key } from '../../__generated__/AnalysisHistory_viewer.graphql';
import type { AnalysisHistoryItem_analysis$key } from '../../__generated__/AnalysisHistoryItem_analysis.graphql';
import type { AnalysisHistoryPaginationQuery } from '../../__generated__/AnalysisHistoryPaginationQuery.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { ANALYSIS_TYPES, type AnalysisKind } from './analysisConnections';
import { ANALYSIS_TYPE_LABELS, formatDate } from './analysisLabels';

// Spec section 9: analyses are paged 10 at a time.
export const HISTORY_PAGE_SIZE = 10;

const historyFragment = graphql`
  fragment AnalysisHistory_viewer on Viewer
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, type: { type: "AnalysisType" })
  @refetchable(queryName: "AnalysisHistoryPaginationQuery") {
    analyses(first: $count, after: $cursor, type: $type) @connection(key: "AnalysisHistory_analyses", filters: ["type"]) {
      edges {
        node {
          id
          ...AnalysisHistoryItem_analysis
        }
      }
    }
  }
`;

const itemFragment = graphql`
  fragment AnalysisHistoryItem_analysis on Analysis {
    id
    type
    createdAt
    summary
    secondOpinionModel
    window {
      from
      to
    }
  }
`;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXXS,
    width: '100%',
    textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    height: 'auto',
    justifyContent: 'flex-start',
    fontWeight: tokens.fontWeightRegular,
  },
  itemTop: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  summary: {
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  empty: { color: tokens.colorNeutralForeground2 },
});

function HistoryItem({ analysis, isSelected, onSelect }: { analysis: AnalysisHistoryItem_analysis$key; isSelected: boolean; onSelect: (id: string) => void }) {
  const styles = useStyles();
  const data = useFragment(itemFragment, analysis);
  return (
    <li>
      <Button
        className={styles.item}
        appearance={isSelected ? 'secondary' : 'subtle'}
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onSelect(data.id)}
      >
        <span className={styles.itemTop}>
          <Badge appearance="tint" color="brand">
            {ANALYSIS_TYPE_LABELS[data.type as AnalysisKind] ?? data.type}
          </Badge>
          <Text weight="semibold">{formatDate(data.createdAt)}</Text>
          {data.secondOpinionModel && (
            <Badge appearance="outline" color="informative">
              2 opinions
            </Badge>
          )}
        </span>
        <Text size={200} className={styles.summary}>
          {data.summary}
        </Text>
      </Button>
    </li>
  );
}

interface AnalysisHistoryProps {
  viewer: AnalysisHistory_viewer$key;
  typeFilter: AnalysisKind | null;
  onTypeFilterChange: (type: AnalysisKind | null) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Stored analyses, newest first, with a type filter and paging. */
export function AnalysisHistory({ viewer, typeFilter, onTypeFilterChange, selectedId, onSelect }: AnalysisHistoryProps) {
  const styles = useStyles();
  const [isFiltering, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AnalysisHistoryPaginationQuery, AnalysisHistory_viewer$key>(
    historyFragment,
    viewer,
  );
  const edges = data.analyses.edges;

  const changeFilter = (value: string) => {
    const type = (ANALYSIS_TYPES as readonly string[]).includes(value) ? (value as AnalysisKind) : null;
    onTypeFilterChange(type);
    startTransition(() => {
      refetch({ type, count: HISTORY_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <InfoCard title="History">
      <Field label="Show">
        <Select value={typeFilter ?? 'all'} onChange={(_, option) => changeFilter(option.value)} disabled={isFiltering}>
          <option value="all">All analyses</option>
          {ANALYSIS_TYPES.map((type) => (
            <option key={type} value={type}>
              {ANALYSIS_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {edges.length === 0 ? (
        <Text className={styles.empty}>{typeFilter ? 'No analyses of this kind yet.' : 'No analyses yet. Run your first one above.'}</Text>
      ) : (
        <ul className={styles.list} aria-label="Analyses">
          {edges.map((edge) => (
            <HistoryItem key={edge.node.id} analysis={edge.node} isSelected={edge.node.id === selectedId} onSelect={onSelect} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button onClick={() => loadNext(HISTORY_PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </InfoCard>
  );
}
