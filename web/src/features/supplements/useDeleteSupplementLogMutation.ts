import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSupplementLogMutation as DeleteSupplementLogMutation } from '../../__generated__/useDeleteSupplementLogMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const deleteSupplementLogMutation = graphql`
  mutation useDeleteSupplementLogMutation($input: DeleteSupplementLogInput!, $date: LocalDate!, $connections: [ID!]!) {
    deleteSupplementLog(input: $input) {
      deletedSupplementLogId @deleteEdge(connections: $connections)
      viewer {
        id
        ...SupplementDayTotals_viewer @arguments(date: $date)
        ...SupplementHistoryCard_viewer
      }
    }
  }
`;

export function useDeleteSupplementLogMutation(connectionId: string, date: string): [(id: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<DeleteSupplementLogMutation>(deleteSupplementLogMutation);
  const deleteLog = useCallback(
    async (id: string) => {
      await run({ input: { id }, date, connections: [connectionId] });
    },
    [run, connectionId, date],
  );
  return [deleteLog, isInFlight];
}
