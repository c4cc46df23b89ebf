import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteBloodworkMutation as DeleteBloodworkMutation } from '../../__generated__/useDeleteBloodworkMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const deleteBloodworkMutation = graphql`
  mutation useDeleteBloodworkMutation($input: DeleteBloodworkInput!, $connections: [ID!]!) {
    deleteBloodwork(input: $input) {
      deletedBloodworkEntryId @deleteEdge(connections: $connections)
    }
  }
`;

export function useDeleteBloodworkMutation(connectionId: string): [(id: string) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<DeleteBloodworkMutation>(deleteBloodworkMutation);
  const deleteEntry = useCallback(
    (id: string) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { id }, connections: [connectionId] },
          onCompleted: () => resolve(),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit, connectionId],
  );
  return [deleteEntry, isInFlight];
}
