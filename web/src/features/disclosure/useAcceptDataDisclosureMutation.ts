import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAcceptDataDisclosureMutation as AcceptDataDisclosureMutation } from '../../__generated__/useAcceptDataDisclosureMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAcceptDataDisclosureMutation($input: AcceptDataDisclosureInput!) {
    acceptDataDisclosure(input: $input) {
      dataDisclosure {
        isAccepted
      }
    }
  }
`;

/** Records on the server that the signed-in person accepted this version of the disclosure. */
export function useAcceptDataDisclosureMutation(): [(version: number) => Promise<boolean>, boolean] {
  const [run, isInFlight] = usePromiseMutation<AcceptDataDisclosureMutation>(mutation);
  const accept = useCallback(
    async (version: number) => {
      const response = await run({ input: { version } });
      return response.acceptDataDisclosure.dataDisclosure.isAccepted;
    },
    [run],
  );
  return [accept, isInFlight];
}
