import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useStartDataExportMutation as StartDataExportMutation,
  useStartDataExportMutation$data,
} from '../../__generated__/useStartDataExportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const startDataExportMutation = graphql`
  mutation useStartDataExportMutation {
    startDataExport {
      dataExport {
        id
        status
        downloadUrl
        ...DataExportProgress_dataExport
        ...YourDataCard_dataExport
      }
    }
  }
`;

export type StartedDataExport = useStartDataExportMutation$data['startDataExport']['dataExport'];

/** Starts preparing the viewer's export (or returns the one in progress); a small account's is ready at once. */
export function useStartDataExportMutation(): [() => Promise<StartedDataExport>, boolean] {
  const [run, isInFlight] = usePromiseMutation<StartDataExportMutation>(startDataExportMutation);
  const start = useCallback(async () => (await run({})).startDataExport.dataExport, [run]);
  return [start, isInFlight];
}
