import { Button, Dropdown, Field, makeStyles, MessageBar, MessageBarBody, Option, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { YourDataCard_dataExport$key } from '../../__generated__/YourDataCard_dataExport.graphql';
import type { YourDataCard_viewer$key } from '../../__generated__/YourDataCard_viewer.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { DataExportProgress } from './DataExportProgress';
import { ImportPreviewSummary } from './ImportPreviewSummary';
import { useConfirmImportMutation } from './useConfirmImportMutation';
import { useStartDataExportMutation, type StartedDataExport } from './useStartDataExportMutation';
import { usePreviewImportMutation, type PreviewedImport } from './usePreviewImportMutation';

const SOURCES = [
  { value: 'myfitnesspal', label: 'MyFitnessPal (nutrition summary CSV)' },
  { value: 'cronometer', label: 'Cronometer (servings CSV)' },
  { value: 'loseit', label: 'Lose It! (food log CSV)' },
  { value: 'nutri', label: 'Nutri (a "Download my data" ZIP)' },
  { value: 'labs-csv', label: 'Lab values (CSV: date, marker, value, unit, range)' },
] as const;

const useStyles = makeStyles({
  text: { color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  hidden: { display: 'none' },
});

type Message = { intent: 'success' | 'error'; text: string } | null;

/**
 * Profile → "Your data": download everything as a ZIP (prepared in the background with progress for a large account),
 * or import another app's export after a preview.
 */
export function YourDataCard({ viewer }: { viewer: YourDataCard_viewer$key }) {
  const styles = useStyles();
  const { latestDataExport } = useFragment(
    graphql`
      fragment YourDataCard_viewer on Viewer {
        latestDataExport {
          status
          ...DataExportProgress_dataExport
          ...YourDataCard_dataExport
        }
      }
    `,
    viewer,
  );
  const [started, setStarted] = useState<StartedDataExport | null>(null);
  const shownExport = started ?? (latestDataExport && latestDataExport.status !== 'failed' ? latestDataExport : null);
  // The store keeps the shown export's status current while it is polled.
  const shownStatus = useFragment(
    graphql`
      fragment YourDataCard_dataExport on DataExport {
        status
      }
    `,
    shownExport as YourDataCard_dataExport$key | null,
  )?.status;
  const isPreparing = shownStatus === 'queued' || shownStatus === 'running';
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string>('myfitnesspal');
  const [preview, setPreview] = useState<PreviewedImport | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [startExport, isStarting] = useStartDataExportMutation();
  const [previewImport, isReading] = usePreviewImportMutation();
  const [confirmImport, isImporting] = useConfirmImportMutation();

  const download = async () => {
    setMessage(null);
    try {
      const dataExport = await startExport();
      setStarted(dataExport);
      // A small account's export is ready at once: it downloads straight away.
      if (dataExport.status === 'ready' && dataExport.downloadUrl) window.location.assign(dataExport.downloadUrl);
    } catch (error) {
      setMessage({ intent: 'error', text: (error as Error).message });
    }
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    setPreview(null);
    try {
      setPreview(await previewImport(source, file));
    } catch (error) {
      setMessage({ intent: 'error', text: (error as Error).message });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const confirm = async () => {
    if (!preview) return;
    try {
      const { written, alreadyImported } = await confirmImport(preview.id);
      setPreview(null);
      const skipped = alreadyImported ? ` ${alreadyImported.toLocaleString()} were already in your account and were skipped.` : '';
      setMessage({ intent: 'success', text: `Imported ${written.toLocaleString()} entries.${skipped}` });
    } catch (error) {
      setMessage({ intent: 'error', text: (error as Error).message });
    }
  };

  const sourceLabel = SOURCES.find((option) => option.value === source)?.label ?? '';
  return (
    <InfoCard title="Your data">
      <Text className={styles.text}>
        Download everything you have stored as one ZIP: a JSON file for apps, spreadsheets of your daily totals, food log and lab values, and your uploaded lab
        reports.
      </Text>
      <div>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void download()} disabled={isStarting || isPreparing}>
          {isStarting ? 'Preparing…' : shownStatus === 'ready' ? 'Prepare a fresh copy' : 'Download my data'}
        </Button>
      </div>
      {shownExport && <DataExportProgress dataExport={shownExport} onRetry={() => void download()} />}
      <Field label="Import from…">
        <Dropdown value={sourceLabel} selectedOptions={[source]} onOptionSelect={(_, data) => data.optionValue && setSource(data.optionValue)}>
          {SOURCES.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <input
        ref={fileInput}
        className={styles.hidden}
        type="file"
        accept={source === 'nutri' ? '.zip,.json,application/zip,application/json' : '.csv,text/csv'}
        aria-label="File to import"
        onChange={(event) => void read(event.target.files?.[0])}
      />
      <Button icon={<ArrowUploadRegular />} onClick={() => fileInput.current?.click()} disabled={isReading || isImporting}>
        {isReading ? 'Reading the file…' : 'Choose a file'}
      </Button>
      {preview && (
        <>
          <Text weight="semibold">Nothing is saved until you confirm.</Text>
          <ImportPreviewSummary dataImport={preview} />
          <div className={styles.row}>
            <Button appearance="primary" onClick={() => void confirm()} disabled={isImporting}>
              {isImporting ? 'Importing…' : 'Import'}
            </Button>
            <Button onClick={() => setPreview(null)} disabled={isImporting}>
              Cancel
            </Button>
          </div>
        </>
      )}
      {message && (
        <MessageBar intent={message.intent} role={message.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </InfoCard>
  );
}
