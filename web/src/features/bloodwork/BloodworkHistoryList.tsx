import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BloodworkHistoryList_query$key } from '../../__generated__/BloodworkHistoryList_query.graphql';
import type { BloodworkHistoryListPaginationQuery } from '../../__generated__/BloodworkHistoryListPaginationQuery.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { BloodworkHistoryItem } from './BloodworkHistoryItem';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Spec section 9: bloodwork pages hold 10 entries. */
const PAGE_SIZE = 10;

export function BloodworkHistoryList({ query, onOpen }: { query: BloodworkHistoryList_query$key; onOpen(id: string, isDraft: boolean): void }) {
  const styles = useStyles();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<BloodworkHistoryListPaginationQuery, BloodworkHistoryList_query$key>(
    graphql`
      fragment BloodworkHistoryList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "BloodworkHistoryListPaginationQuery") {
        viewer {
          bloodworkEntries(first: $count, after: $cursor) @connection(key: "BloodworkHistoryList_bloodworkEntries") {
            totalCount
            edges {
              node {
                id
                ...BloodworkHistoryItem_entry
              }
            }
          }
        }
      }
    `,
    query,
  );
  const connection = data.viewer?.bloodworkEntries;
  const edges = connection?.edges ?? [];
  return (
    <InfoCard title="History">
      {edges.length === 0 ? (
        <Text className={styles.muted}>No results yet. Upload a lab report or enter values to start your history.</Text>
      ) : (
        <ul className={styles.list} aria-label="Bloodwork history">
          {edges.map(({ node }) => (
            <BloodworkHistoryItem key={node.id} entry={node} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {isLoadingNext ? 'Loading…' : 'Show older results'}
        </Button>
      )}
    </InfoCard>
  );
}
