import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ReportAiContentInput,
  useReportAiContentMutation as ReportAiContentMutation,
} from '../../__generated__/useReportAiContentMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

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
  const [commit, isInFlight] = useMutation<ReportAiContentMutation>(reportAiContentMutation);
  const report = useCallback(
    (input: ReportAiContentInput) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [report, isInFlight];
}
