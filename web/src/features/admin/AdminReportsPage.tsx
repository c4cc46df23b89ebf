import { Button, Field, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { AdminReportsList_query$key } from '../../__generated__/AdminReportsList_query.graphql';
import type { AdminReportsListPaginationQuery } from '../../__generated__/AdminReportsListPaginationQuery.graphql';
import type { AdminReportsPageQuery, AiContentReportStatus } from '../../__generated__/AdminReportsPageQuery.graphql';
import { PageHeader } from '../../shell/PageHeader';
import { AdminReportCard, REPORT_STATUSES, STATUS_LABELS } from './AdminReportCard';

const PAGE_SIZE = 20;

const pageQuery = graphql`
  query AdminReportsPageQuery($status: AiContentReportStatus, $count: Int!) {
    ...AdminReportsList_query @arguments(status: $status, count: $count)
  }
`;

const listFragment = graphql`
  fragment AdminReportsList_query on Query
  @argumentDefinitions(status: { type: "AiContentReportStatus" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "AdminReportsListPaginationQuery") {
    aiContentReports(status: $status, first: $count, after: $cursor) @connection(key: "AdminReportsList_aiContentReports", filters: ["status"]) {
      totalCount
      edges {
        node {
          id
          ...AdminReportCard_report
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filter: { maxWidth: '240px', marginBottom: tokens.spacingVerticalL },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
  empty: { color: tokens.colorNeutralForeground2 },
});

function ReportsList({ query }: { query: AdminReportsList_query$key }) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminReportsListPaginationQuery, AdminReportsList_query$key>(listFragment, query);
  const edges = data.aiContentReports.edges;
  if (edges.length === 0) return <Text className={styles.empty}>No reports here.</Text>;
  return (
    <div className={styles.stack}>
      <Text>
        {data.aiContentReports.totalCount} {data.aiContentReports.totalCount === 1 ? 'report' : 'reports'}
      </Text>
      <ul className={styles.list} aria-label="AI content reports">
        {edges.map((edge) => (
          <AdminReportCard key={edge.node.id} report={edge.node} />
        ))}
      </ul>
      {hasNext && (
        <Button onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </div>
  );
}

function ReportsForStatus({ status }: { status: AiContentReportStatus | null }) {
  const data = useLazyLoadQuery<AdminReportsPageQuery>(pageQuery, { status, count: PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
  return <ReportsList query={data} />;
}

/** Admin: every AI content report, newest first, with a status filter and a status/notes update. */
export function AdminReportsPage() {
  const styles = useStyles();
  const [status, setStatus] = useState<AiContentReportStatus | null>(null);
  return (
    <>
      <PageHeader title="AI Content Reports" subtitle="Reports about AI-generated content and social posts and comments, newest first." />
      <Field label="Status" className={styles.filter}>
        <Select value={status ?? 'all'} onChange={(_, option) => setStatus(option.value === 'all' ? null : (option.value as AiContentReportStatus))}>
          <option value="all">All statuses</option>
          {REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Suspense fallback={<Spinner label="Loading reports…" />}>
        <ReportsForStatus status={status} />
      </Suspense>
    </>
  );
}
