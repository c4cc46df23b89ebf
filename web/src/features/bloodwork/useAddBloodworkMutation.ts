import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { AddBloodworkInput, useAddBloodworkMutation as AddBloodworkMutation } from '../../__generated__/useAddBloodworkMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const addBloodworkMutation = graphql`
  mutation useAddBloodworkMutation($input: AddBloodworkInput!, $connections: [ID!]!) {
    addBloodwork(input: $input) {
      bloodworkEntry @prependNode(connections: $connections, edgeTypeName: "BloodworkEntryEdge") {
        id
        ...BloodworkHistoryItem_entry
      }
    }
  }
`;

/** Saves typed values as a new entry; resolves with its id. */
export function useAddBloodworkMutation(connectionId: string): [(input: AddBloodworkInput) => Promise<string>, boolean] {
  const [run, isInFlight] = usePromiseMutation<AddBloodworkMutation>(addBloodworkMutation);
  const add = useCallback(
    async (input: AddBloodworkInput) => {
      const { addBloodwork } = await run({ input, connections: [connectionId] });
      return addBloodwork.bloodworkEntry.id;
    },
    [run, connectionId],
  );
  return [add, isInFlight];
}
