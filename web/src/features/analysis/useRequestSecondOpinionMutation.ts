import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestSecondOpinionMutation as RequestSecondOpinionMutation } from '../../__generated__/useRequestSecondOpinionMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRequestSecondOpinionMutation($input: SecondOpinionInput!) {
    requestSecondOpinion(input: $input) {
      analysis {
        ...AnalysisDetail_analysis
        ...AnalysisHistoryItem_analysis
      }
      viewer {
        user {
          ...UsageMeter_user
        }
      }
    }
  }
`;

/** Asks a second model to explain the same facts (counts as one AI analysis). */
export function useRequestSecondOpinionMutation(): [(analysisId: string, model: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<RequestSecondOpinionMutation>(mutation);
  const request = useCallback(
    async (analysisId: string, secondOpinionModel: string) => {
      await run({ input: { analysisId, secondOpinionModel } });
    },
    [run],
  );
  return [request, isInFlight];
}
