import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteBloodworkMutation as DeleteBloodworkMutation } from '../../__generated__/useDeleteBloodworkMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const deleteBloodworkMutation = graphql`
  mutation useDeleteBloodworkMutation($input: DeleteBloodworkInput!, $connections: [ID!]!) {
    deleteBloodwork(input: $input) {
      deletedBloodworkEntryId @deleteEdge(connections: $connections)
    }
  }
`;

export function useDeleteBloodworkMutation(connectionId: string): [(id: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<DeleteBloodworkMutation>(deleteBloodworkMutation);
  const deleteEntry = useCallback(
    async (id: string) => {
      await run({ input: { id }, connections: [connectionId] });
    },
    [run, connectionId],
  );
  return [deleteEntry, isInFlight];
}
