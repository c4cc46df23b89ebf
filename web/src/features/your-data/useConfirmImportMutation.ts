import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useConfirmImportMutation as ConfirmImportMutation } from '../../__generated__/useConfirmImportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const confirmImportMutation = graphql`
  mutation useConfirmImportMutation($input: ConfirmImportInput!) {
    confirmImport(input: $input) {
      dataImport {
        id
        status
        written
        alreadyImported
      }
    }
  }
`;

/** Writes a previewed import; resolves with how many records were added and how many were there already. */
export function useConfirmImportMutation(): [(id: string) => Promise<{ written: number; alreadyImported: number }>, boolean] {
  const [run, isInFlight] = usePromiseMutation<ConfirmImportMutation>(confirmImportMutation);
  const confirm = useCallback(
    async (id: string) => {
      const { confirmImport } = await run({ input: { id } });
      return { written: confirmImport.dataImport.written ?? 0, alreadyImported: confirmImport.dataImport.alreadyImported ?? 0 };
    },
    [run],
  );
  return [confirm, isInFlight];
}
