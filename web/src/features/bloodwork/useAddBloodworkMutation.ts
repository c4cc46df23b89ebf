import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AddBloodworkInput, useAddBloodworkMutation as AddBloodworkMutation } from '../../__generated__/useAddBloodworkMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

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
  const [commit, isInFlight] = useMutation<AddBloodworkMutation>(addBloodworkMutation);
  const add = useCallback(
    (input: AddBloodworkInput) =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input, connections: [connectionId] },
          onCompleted: ({ addBloodwork }) => resolve(addBloodwork.bloodworkEntry.id),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit, connectionId],
  );
  return [add, isInFlight];
}
