import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { AnalyzeNutritionInput, useAnalyzeNutritionMutation as AnalyzeNutritionMutation } from '../../__generated__/useAnalyzeNutritionMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  const [commitRun, isInFlight] = usePromiseMutation<AnalyzeNutritionMutation>(mutation);
  const run = useCallback(
    async (input: AnalyzeNutritionInput, connections: string[]) => {
      const response = await commitRun({ input, connections });
      return response.analyzeNutrition.analysis.id;
    },
    [commitRun],
  );
  return [run, isInFlight];
}
