import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  AnalyzeCorrelationInput,
  useAnalyzeCorrelationMutation as AnalyzeCorrelationMutation,
} from '../../__generated__/useAnalyzeCorrelationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAnalyzeCorrelationMutation($input: AnalyzeCorrelationInput!, $connections: [ID!]!) {
    analyzeCorrelation(input: $input) {
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

/** Runs a diet–bloodwork correlation analysis. Resolves with the new analysis id; rejects with a GraphQLRequestError. */
export function useAnalyzeCorrelationMutation(): [(input: AnalyzeCorrelationInput, connections: string[]) => Promise<string>, boolean] {
  const [commitRun, isInFlight] = usePromiseMutation<AnalyzeCorrelationMutation>(mutation);
  const run = useCallback(
    async (input: AnalyzeCorrelationInput, connections: string[]) => {
      const response = await commitRun({ input, connections });
      return response.analyzeCorrelation.analysis.id;
    },
    [commitRun],
  );
  return [run, isInFlight];
}
