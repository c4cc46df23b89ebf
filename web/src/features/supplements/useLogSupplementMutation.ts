import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { LogSupplementInput, useLogSupplementMutation as LogSupplementMutation } from '../../__generated__/useLogSupplementMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  const [run, isInFlight] = usePromiseMutation<LogSupplementMutation>(logSupplementMutation);
  const logSupplement = useCallback(
    async (input: LogSupplementInput) => {
      const { logSupplement: payload } = await run({ input, date: input.date, connections: [connectionId] });
      return payload.supplementLog.name;
    },
    [run, connectionId],
  );
  return [logSupplement, isInFlight];
}
