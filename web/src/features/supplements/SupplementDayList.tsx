import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SupplementDayList_viewer$key } from '../../__generated__/SupplementDayList_viewer.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { SupplementLogRow } from './SupplementLogRow';
import { useDeleteSupplementLogMutation } from './useDeleteSupplementLogMutation';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground2 },
});

export const SUPPLEMENT_LOGS_CONNECTION = 'SupplementDayList_supplementLogs';

export function SupplementDayList({ viewer: viewerRef, title, date }: { viewer: SupplementDayList_viewer$key; title: string; date: string }) {
  const styles = useStyles();
  const viewer = useFragment(
    graphql`
      fragment SupplementDayList_viewer on Viewer @argumentDefinitions(date: { type: "LocalDate!" }) {
        supplementLogs(date: $date, first: 100) @connection(key: "SupplementDayList_supplementLogs", filters: ["date"]) {
          __id
          edges {
            node {
              id
              ...SupplementLogRow_log
            }
          }
        }
      }
    `,
    viewerRef,
  );
  const [deleteLog, isDeleting] = useDeleteSupplementLogMutation(viewer.supplementLogs.__id, date);
  const [error, setError] = useState<string | null>(null);
  const edges = viewer.supplementLogs.edges;

  const onDelete = (id: string) => {
    setError(null);
    deleteLog(id).catch((caught: unknown) => setError(toRequestError(caught).message));
  };

  return (
    <InfoCard title={title}>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {edges.length === 0 ? (
        <Text className={styles.empty}>Nothing logged for this day yet.</Text>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {edges.map(({ node }) => (
            <SupplementLogRow key={node.id} log={node} onDelete={onDelete} isDeleting={isDeleting} />
          ))}
        </ul>
      )}
    </InfoCard>
  );
}
