import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  AnalyzeNutritionInput,
  useAnalyzeNutritionMutation as AnalyzeNutritionMutation,
} from '../../__generated__/useAnalyzeNutritionMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const mutation = graphql`
  mutation useAnalyzeNutritionMutation($input: AnalyzeNutritionInput!, $connections: [ID!]!) {
    analyzeNutrition(input: $input) {
      analysis @prependNode(connections: $connections, edgeTypeName: "AnalysisEdge") {
        id
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

/** Runs a nutrition analysis (one AI analysis of the month). Resolves with the new analysis id; rejects with a GraphQLRequestError. */
export function useAnalyzeNutritionMutation(): [(input: AnalyzeNutritionInput, connections: string[]) => Promise<string>, boolean] {
  const [commit, isInFlight] = useMutation<AnalyzeNutritionMutation>(mutation);
  const run = useCallback(
    (input: AnalyzeNutritionInput, connections: string[]) =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input, connections },
          onCompleted: (response) => resolve(response.analyzeNutrition.analysis.id),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
