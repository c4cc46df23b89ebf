import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  AnalyzeBloodworkInput,
  useAnalyzeBloodworkMutation as AnalyzeBloodworkMutation,
} from '../../__generated__/useAnalyzeBloodworkMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const mutation = graphql`
  mutation useAnalyzeBloodworkMutation($input: AnalyzeBloodworkInput!, $connections: [ID!]!) {
    analyzeBloodwork(input: $input) {
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

/** Runs a bloodwork analysis (Pro; PAYMENT_REQUIRED otherwise). Resolves with the new analysis id; rejects with a GraphQLRequestError. */
export function useAnalyzeBloodworkMutation(): [(input: AnalyzeBloodworkInput, connections: string[]) => Promise<string>, boolean] {
  const [commit, isInFlight] = useMutation<AnalyzeBloodworkMutation>(mutation);
  const run = useCallback(
    (input: AnalyzeBloodworkInput, connections: string[]) =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input, connections },
          onCompleted: (response) => resolve(response.analyzeBloodwork.analysis.id),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
