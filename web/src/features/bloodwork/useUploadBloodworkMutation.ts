import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useUploadBloodworkMutation as UploadBloodworkMutation } from '../../__generated__/useUploadBloodworkMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { UPLOAD_PROGRESS } from '../../relay/multipartRequest';

const uploadBloodworkMutation = graphql`
  mutation useUploadBloodworkMutation($input: UploadBloodworkInput!, $connections: [ID!]!) {
    uploadBloodwork(input: $input) {
      bloodworkEntry @prependNode(connections: $connections, edgeTypeName: "BloodworkEntryEdge") {
        id
        ...BloodworkHistoryItem_entry
        ...BloodworkReview_entry
      }
    }
  }
`;

/** 'sending' while bytes go up (with a fraction), then 'reading' while the server extracts the values. */
export type UploadProgress = { phase: 'idle' } | { phase: 'sending'; fraction: number } | { phase: 'reading' };

/** Uploads a lab-report PDF; resolves with the new entry's id for the review step. */
export function useUploadBloodworkMutation(connectionId: string): [(file: File) => Promise<string>, UploadProgress] {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<UploadProgress>({ phase: 'idle' });
  const upload = useCallback(
    (file: File) =>
      new Promise<string>((resolve, reject) => {
        setProgress({ phase: 'sending', fraction: 0 });
        // commitMutation rather than useMutation: only it passes cacheConfig (the progress callback) to the network.
        commitMutation<UploadBloodworkMutation>(environment, {
          mutation: uploadBloodworkMutation,
          variables: { input: { pdf: null }, connections: [connectionId] },
          uploadables: { 'input.pdf': file },
          cacheConfig: {
            metadata: {
              [UPLOAD_PROGRESS]: (fraction: number) =>
                setProgress(fraction >= 1 ? { phase: 'reading' } : { phase: 'sending', fraction }),
            },
          },
          onCompleted: ({ uploadBloodwork }) => {
            setProgress({ phase: 'idle' });
            resolve(uploadBloodwork.bloodworkEntry.id);
          },
          onError: (error) => {
            setProgress({ phase: 'idle' });
            reject(toRequestError(error));
          },
        });
      }),
    [environment, connectionId],
  );
  return [upload, progress];
}
