import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, CameraRegular, EditRegular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { REPORT_FILE_TYPES, uploadProblem } from './uploadChecks';
import type { UploadProgress } from './useUploadBloodworkMutation';

const useStyles = makeStyles({
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  dropActive: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  buttons: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
  progress: { width: '100%', maxWidth: '420px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hiddenInput: { display: 'none' },
});

const TITLES: Record<string, string> = {
  PAYLOAD_TOO_LARGE: 'The file is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Not a PDF or a photo',
  UNPROCESSABLE_CONTENT: 'The report is too big to read',
  BAD_USER_INPUT: 'The report could not be read',
};

interface BloodworkUploadCardProps {
  onUpload(file: File): Promise<string>;
  progress: UploadProgress;
  onUploaded(id: string): void;
  onManualEntry(): void;
}

function readingText(progress: UploadProgress): string {
  if (progress.phase === 'sending') return `Uploading… ${Math.round(progress.fraction * 100)}%`;
  if (progress.phase === 'reading' && progress.pagesTotal) return `Reading the scan… ${progress.pagesDone ?? 0} of ${progress.pagesTotal} pages`;
  return 'Reading the values from the report…';
}

/** Upload a lab report: the PDF, or a photo or scan (button, camera or drop), with progress while sending and while reading. */
export function BloodworkUploadCard({ onUpload, progress, onUploaded, onManualEntry }: BloodworkUploadCardProps) {
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const isBusy = progress.phase !== 'idle';

  const send = async (file: File | undefined) => {
    if (!file || isBusy) return;
    setProblem(null);
    const localProblem = uploadProblem(file);
    if (localProblem) {
      setProblem({ title: 'This file cannot be uploaded', message: localProblem });
      return;
    }
    try {
      onUploaded(await onUpload(file));
    } catch (error) {
      const requestError = toRequestError(error);
      setProblem({ title: TITLES[requestError.code] ?? 'The upload failed', message: requestError.message });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
      if (cameraRef.current) cameraRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <InfoCard title="Add results">
      <div
        className={mergeClasses(styles.drop, isDragging && styles.dropActive)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <ArrowUploadRegular className={styles.icon} aria-hidden />
        <Text className={styles.muted}>
          Upload the PDF your lab sent, or a photo of the printed report (up to 10 MB). The values are read for you to check before anything is saved.
        </Text>
        <input
          ref={inputRef}
          className={styles.hiddenInput}
          type="file"
          accept={REPORT_FILE_TYPES}
          aria-label="Lab report PDF or photo"
          onChange={(event) => void send(event.target.files?.[0])}
        />
        <input
          ref={cameraRef}
          className={styles.hiddenInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Photo of the lab report"
          onChange={(event) => void send(event.target.files?.[0])}
        />
        {isBusy ? (
          <div className={styles.progress} aria-live="polite">
            {progress.phase === 'sending' ? (
              <ProgressBar value={progress.fraction} thickness="large" aria-label="Uploading the report" />
            ) : progress.phase === 'reading' && progress.pagesTotal ? (
              <ProgressBar value={(progress.pagesDone ?? 0) / progress.pagesTotal} thickness="large" aria-label="Reading the report" />
            ) : (
              <ProgressBar thickness="large" aria-label="Reading the report" />
            )}
            <Text>{readingText(progress)}</Text>
          </div>
        ) : (
          <div className={styles.buttons}>
            <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => inputRef.current?.click()}>
              Upload a lab report
            </Button>
            <Button icon={<CameraRegular />} onClick={() => cameraRef.current?.click()}>
              Take a photo
            </Button>
            <Button icon={<EditRegular />} onClick={onManualEntry}>
              Enter values manually
            </Button>
          </div>
        )}
      </div>
      <div aria-live="assertive">
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{problem.title}</MessageBarTitle>
              {problem.message}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </InfoCard>
  );
}
