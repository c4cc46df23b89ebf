import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteSupplementLogMutation as DeleteSupplementLogMutation } from '../../__generated__/useDeleteSupplementLogMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

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
  const [commit, isInFlight] = useMutation<DeleteSupplementLogMutation>(deleteSupplementLogMutation);
  const deleteLog = useCallback(
    (id: string) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { id }, date, connections: [connectionId] },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit, connectionId, date],
  );
  return [deleteLog, isInFlight];
}
