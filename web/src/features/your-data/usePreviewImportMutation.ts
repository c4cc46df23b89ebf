import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { usePreviewImportMutation as PreviewImportMutation, usePreviewImportMutation$data } from '../../__generated__/usePreviewImportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const previewImportMutation = graphql`
  mutation usePreviewImportMutation($input: PreviewImportInput!) {
    previewImport(input: $input) {
      dataImport {
        ...ImportPreviewSummary_dataImport
        id
      }
    }
  }
`;

export type PreviewedImport = usePreviewImportMutation$data['previewImport']['dataImport'];

/** Uploads an exported file and resolves with what it would import; nothing is written yet. */
export function usePreviewImportMutation(): [(source: string, file: File) => Promise<PreviewedImport>, boolean] {
  const [run, isInFlight] = usePromiseMutation<PreviewImportMutation>(previewImportMutation);
  const preview = useCallback(
    async (source: string, file: File) => (await run({ input: { source, file: null } }, { uploadables: { 'input.file': file } })).previewImport.dataImport,
    [run],
  );
  return [preview, isInFlight];
}
