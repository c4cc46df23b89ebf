import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { LogSupplementInput, useLogSupplementMutation as LogSupplementMutation } from '../../__generated__/useLogSupplementMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const logSupplementMutation = graphql`
  mutation useLogSupplementMutation($input: LogSupplementInput!, $date: LocalDate!, $connections: [ID!]!) {
    logSupplement(input: $input) {
      supplementLog @appendNode(connections: $connections, edgeTypeName: "SupplementLogEdge") {
        id
        name
        ...SupplementLogRow_log
      }
      viewer {
        id
        ...SupplementDayTotals_viewer @arguments(date: $date)
        ...SupplementHistoryCard_viewer
      }
    }
  }
`;

/** Logs a dose to the shown day's list and refreshes that day's totals and the 30-day summary. */
export function useLogSupplementMutation(connectionId: string): [(input: LogSupplementInput) => Promise<string>, boolean] {
  const [commit, isInFlight] = useMutation<LogSupplementMutation>(logSupplementMutation);
  const logSupplement = useCallback(
    (input: LogSupplementInput) =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input, date: input.date, connections: [connectionId] },
          onCompleted: ({ logSupplement: payload }) => resolve(payload.supplementLog.name),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit, connectionId],
  );
  return [logSupplement, isInFlight];
}
