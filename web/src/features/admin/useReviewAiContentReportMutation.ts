import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ReviewAiContentReportInput,
  useReviewAiContentReportMutation as ReviewMutation,
} from '../../__generated__/useReviewAiContentReportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  const [run, isInFlight] = usePromiseMutation<ReviewMutation>(mutation);
  const review = useCallback(
    async (input: ReviewAiContentReportInput) => {
      await run({ input });
    },
    [run],
  );
  return [review, isInFlight];
}
