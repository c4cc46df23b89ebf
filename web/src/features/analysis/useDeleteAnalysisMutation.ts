import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAnalysisMutation as DeleteAnalysisMutation } from '../../__generated__/useDeleteAnalysisMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const mutation = graphql`
  mutation useDeleteAnalysisMutation($input: DeleteAnalysisInput!, $connections: [ID!]!) {
    deleteAnalysis(input: $input) {
      deletedAnalysisId @deleteEdge(connections: $connections)
    }
  }
`;

/** Deletes an analysis and removes it from every history list. */
export function useDeleteAnalysisMutation(): [(analysisId: string, connections: string[]) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<DeleteAnalysisMutation>(mutation);
  const remove = useCallback(
    (analysisId: string, connections: string[]) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { analysisId }, connections },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [remove, isInFlight];
}
