import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ReviewAiContentReportInput,
  useReviewAiContentReportMutation as ReviewMutation,
} from '../../__generated__/useReviewAiContentReportMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const mutation = graphql`
  mutation useReviewAiContentReportMutation($input: ReviewAiContentReportInput!) {
    reviewAiContentReport(input: $input) {
      report {
        ...AdminReportCard_report
      }
    }
  }
`;

/** Admin: sets a report's status and notes. */
export function useReviewAiContentReportMutation(): [(input: ReviewAiContentReportInput) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<ReviewMutation>(mutation);
  const review = useCallback(
    (input: ReviewAiContentReportInput) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: () => resolve(), onError: (error) => reject(toRequestError(error)) });
      }),
    [commit],
  );
  return [review, isInFlight];
}
