import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  AnalyzeCorrelationInput,
  useAnalyzeCorrelationMutation as AnalyzeCorrelationMutation,
} from '../../__generated__/useAnalyzeCorrelationMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

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
  const [commit, isInFlight] = useMutation<AnalyzeCorrelationMutation>(mutation);
  const run = useCallback(
    (input: AnalyzeCorrelationInput, connections: string[]) =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input, connections },
          onCompleted: (response) => resolve(response.analyzeCorrelation.analysis.id),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
