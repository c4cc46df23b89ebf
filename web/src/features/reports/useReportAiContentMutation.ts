import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ReportAiContentInput, useReportAiContentMutation as ReportAiContentMutation } from '../../__generated__/useReportAiContentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const reportAiContentMutation = graphql`
  mutation useReportAiContentMutation($input: ReportAiContentInput!) {
    reportAiContent(input: $input) {
      report {
        id
        status
        reasonLabel
      }
    }
  }
`;

/** Sends a report; rejects with a GraphQLRequestError (code CONFLICT when already reported). */
export function useReportAiContentMutation(): [(input: ReportAiContentInput) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<ReportAiContentMutation>(reportAiContentMutation);
  const report = useCallback(
    async (input: ReportAiContentInput) => {
      await run({ input });
    },
    [run],
  );
  return [report, isInFlight];
}
