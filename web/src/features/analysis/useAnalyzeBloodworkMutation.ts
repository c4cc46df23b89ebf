import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { AnalyzeBloodworkInput, useAnalyzeBloodworkMutation as AnalyzeBloodworkMutation } from '../../__generated__/useAnalyzeBloodworkMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  const [commitRun, isInFlight] = usePromiseMutation<AnalyzeBloodworkMutation>(mutation);
  const run = useCallback(
    async (input: AnalyzeBloodworkInput, connections: string[]) => {
      const response = await commitRun({ input, connections });
      return response.analyzeBloodwork.analysis.id;
    },
    [commitRun],
  );
  return [run, isInFlight];
}
