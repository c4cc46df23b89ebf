import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, EditRegular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { uploadProblem } from './uploadChecks';
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
  UNSUPPORTED_MEDIA_TYPE: 'Not a PDF',
  BAD_USER_INPUT: 'The PDF could not be read',
};

interface BloodworkUploadCardProps {
  onUpload(file: File): Promise<string>;
  progress: UploadProgress;
  onUploaded(id: string): void;
  onManualEntry(): void;
}

/** Upload a lab-report PDF (button or drop), with progress while sending and while reading. */
export function BloodworkUploadCard({ onUpload, progress, onUploaded, onManualEntry }: BloodworkUploadCardProps) {
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
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
          Upload the PDF your lab sent (up to 10 MB). The values are read for you to check before anything is saved.
        </Text>
        <input
          ref={inputRef}
          className={styles.hiddenInput}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Lab report PDF"
          onChange={(event) => void send(event.target.files?.[0])}
        />
        {isBusy ? (
          <div className={styles.progress} aria-live="polite">
            {progress.phase === 'sending' ? (
              <ProgressBar value={progress.fraction} thickness="large" aria-label="Uploading the report" />
            ) : (
              <ProgressBar thickness="large" aria-label="Reading the report" />
            )}
            <Text>{progress.phase === 'sending' ? `Uploading… ${Math.round(progress.fraction * 100)}%` : 'Reading the values from the report…'}</Text>
          </div>
        ) : (
          <div className={styles.buttons}>
            <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => inputRef.current?.click()}>
              Upload a lab report PDF
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
