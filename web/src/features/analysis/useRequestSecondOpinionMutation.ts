import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRequestSecondOpinionMutation as RequestSecondOpinionMutation } from '../../__generated__/useRequestSecondOpinionMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

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
  const [commit, isInFlight] = useMutation<RequestSecondOpinionMutation>(mutation);
  const request = useCallback(
    (analysisId: string, secondOpinionModel: string) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { analysisId, secondOpinionModel } },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [request, isInFlight];
}
