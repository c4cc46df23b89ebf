import { useCallback, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUploadBloodworkMutation as UploadBloodworkMutation } from '../../__generated__/useUploadBloodworkMutation.graphql';
import type { useUploadBloodworkMutationProgressQuery as ProgressQuery } from '../../__generated__/useUploadBloodworkMutationProgressQuery.graphql';
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

const progressQuery = graphql`
  query useUploadBloodworkMutationProgressQuery($uploadId: String!) {
    viewer {
      bloodworkUploadProgress(uploadId: $uploadId) {
        pagesDone
        pagesTotal
      }
    }
  }
`;

/** How often the upload bar asks how far OCR has got while a scan or photo is read. */
const PROGRESS_POLL_MS = 1500;

/**
 * 'sending' while bytes go up (with a fraction), then 'reading' while the server extracts the values; for a scan or
 * photo, `pagesDone`/`pagesTotal` once OCR has read its first page.
 */
export type UploadProgress = { phase: 'idle' } | { phase: 'sending'; fraction: number } | { phase: 'reading'; pagesDone?: number; pagesTotal?: number };

const newUploadId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : null);

/**
 * Uploads a lab report (PDF or photo); resolves with the new entry's id for the review step. The mutation answers
 * when the report has been read; meanwhile the hook polls the progress the server records under a made-up upload id.
 */
export function useUploadBloodworkMutation(connectionId: string): [(file: File) => Promise<string>, UploadProgress] {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<UploadProgress>({ phase: 'idle' });
  const upload = useCallback(
    (file: File) =>
      new Promise<string>((resolve, reject) => {
        const uploadId = newUploadId();
        let poll: ReturnType<typeof setInterval> | undefined;
        let isDone = false;
        const startPolling = () => {
          if (!uploadId || poll) return;
          poll = setInterval(() => {
            void fetchQuery<ProgressQuery>(environment, progressQuery, { uploadId }, { fetchPolicy: 'network-only' })
              .toPromise()
              .then((data) => {
                const pages = data?.viewer?.bloodworkUploadProgress;
                if (pages && !isDone) setProgress({ phase: 'reading', pagesDone: pages.pagesDone, pagesTotal: pages.pagesTotal });
              })
              .catch(() => undefined); // a missed poll only leaves the bar where it was
          }, PROGRESS_POLL_MS);
        };
        const finish = () => {
          isDone = true;
          clearInterval(poll);
          setProgress({ phase: 'idle' });
        };
        setProgress({ phase: 'sending', fraction: 0 });
        // commitMutation rather than useMutation: only it passes cacheConfig (the progress callback) to the network.
        commitMutation<UploadBloodworkMutation>(environment, {
          mutation: uploadBloodworkMutation,
          variables: { input: { pdf: null, uploadId }, connections: [connectionId] },
          uploadables: { 'input.pdf': file },
          cacheConfig: {
            metadata: {
              [UPLOAD_PROGRESS]: (fraction: number) => {
                if (fraction < 1) return setProgress({ phase: 'sending', fraction });
                setProgress({ phase: 'reading' });
                startPolling();
              },
            },
          },
          onCompleted: ({ uploadBloodwork }) => {
            finish();
            resolve(uploadBloodwork.bloodworkEntry.id);
          },
          onError: (error) => {
            finish();
            reject(toRequestError(error));
          },
        });
      }),
    [environment, connectionId],
  );
  return [upload, progress];
}
