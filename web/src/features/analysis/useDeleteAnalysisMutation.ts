import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAnalysisMutation as DeleteAnalysisMutation } from '../../__generated__/useDeleteAnalysisMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteAnalysisMutation($input: DeleteAnalysisInput!, $connections: [ID!]!) {
    deleteAnalysis(input: $input) {
      deletedAnalysisId @deleteEdge(connections: $connections)
    }
  }
`;

/** Deletes an analysis and removes it from every history list. */
export function useDeleteAnalysisMutation(): [(analysisId: string, connections: string[]) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<DeleteAnalysisMutation>(mutation);
  const remove = useCallback(
    async (analysisId: string, connections: string[]) => {
      await run({ input: { analysisId }, connections });
    },
    [run],
  );
  return [remove, isInFlight];
}
