import { Button, makeStyles, MessageBar, MessageBarBody, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { DataExportProgress_dataExport$key } from '../../__generated__/DataExportProgress_dataExport.graphql';
import type { DataExportProgressQuery } from '../../__generated__/DataExportProgressQuery.graphql';

/** How often a prepared export's progress is asked for. */
export const EXPORT_POLL_MS = 1000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { color: tokens.colorNeutralForeground2 },
});

const statusQuery = graphql`
  query DataExportProgressQuery($id: ID!) {
    viewer {
      dataExport(id: $id) {
        downloadUrl
        ...DataExportProgress_dataExport
      }
    }
  }
`;

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An export being prepared (a progress bar, kept up to date) or ready (its size and a download button). */
export function DataExportProgress({ dataExport, onRetry }: { dataExport: DataExportProgress_dataExport$key; onRetry: () => void }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment DataExportProgress_dataExport on DataExport {
        id
        status
        progress
        byteSize
        expiresAt
        downloadUrl
      }
    `,
    dataExport,
  );
  const isPreparing = data.status === 'queued' || data.status === 'running';

  useEffect(() => {
    if (!isPreparing) return;
    const timer = setInterval(() => {
      fetchQuery<DataExportProgressQuery>(environment, statusQuery, { id: data.id }, { fetchPolicy: 'network-only' }).subscribe({});
    }, EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [environment, data.id, isPreparing]);

  // The link in the store may be older than its ten minutes: ask for a fresh one, then open it.
  const download = async () => {
    const fresh = await fetchQuery<DataExportProgressQuery>(environment, statusQuery, { id: data.id }, { fetchPolicy: 'network-only' }).toPromise();
    const url = fresh?.viewer?.dataExport.downloadUrl ?? data.downloadUrl;
    if (url) window.location.assign(url);
  };

  if (data.status === 'failed') {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          Your data could not be prepared.{' '}
          <Button appearance="transparent" size="small" onClick={onRetry}>
            Try again
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (isPreparing) {
    return (
      <div className={styles.root} role="status">
        <Text>{data.status === 'queued' ? 'Getting ready to prepare your data…' : `Preparing your data… ${data.progress}%`}</Text>
        {data.status === 'queued' ? (
          <ProgressBar thickness="large" aria-label="Getting ready to prepare your data" />
        ) : (
          <ProgressBar value={data.progress} max={100} thickness="large" aria-label={`Preparing your data: ${data.progress}% done`} />
        )}
        <Text size={200} className={styles.text}>
          You can leave this page; come back to Profile to download it when it is ready.
        </Text>
      </div>
    );
  }
  const keptUntil = data.expiresAt ? new Date(data.expiresAt as string).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <div className={styles.root} role="status">
      <Text weight="semibold">Your data is ready{data.byteSize ? ` (${megabytes(data.byteSize)})` : ''}.</Text>
      <div>
        <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={() => void download()}>
          Download ZIP
        </Button>
      </div>
      {keptUntil && (
        <Text size={200} className={styles.text}>
          Kept until {keptUntil}.
        </Text>
      )}
    </div>
  );
}
