import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { ALREADY_REPORTED_MESSAGE, CONFIRMATION_AUTO_CLOSE_MS, REPORT_FAILED_MESSAGE, REPORT_REASONS, type ReportReason } from './reportReasons';
import { useReportAiContentMutation } from './useReportAiContentMutation';

const useStyles = makeStyles({
  // Spec section 2: the dialog has medium width, its confirmation small width.
  medium: { width: 'min(720px, calc(100vw - 24px))', maxWidth: 'none', boxSizing: 'border-box' },
  small: { width: 'min(420px, calc(100vw - 24px))', maxWidth: 'none', boxSizing: 'border-box' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  contentBox: {
    maxHeight: '150px',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  contentLabel: { fontWeight: tokens.fontWeightSemibold },
  confirmation: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  confirmationIcon: { fontSize: '28px', color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
});

type Phase = 'form' | 'submitting' | 'submitted';

export interface ReportContentDialogProps {
  open: boolean;
  onClose: () => void;
  /** The reported AI output; shown in a scrollable box and sent with the report. */
  content?: string;
  /** What kind of AI output: ai_assistant (default), analysis, meal_suggestion, recipe… */
  contentType?: string;
  /** For social posts and comments: the reported item's id (its stored text is what gets reported). */
  contentId?: string;
  /** The dialog's title; people's posts and comments are not AI output. */
  title?: string;
  /** The line under the title. */
  intro?: string;
}

/** The 'Report AI-Generated Content' dialog (spec sections 2, 4, 5, 8 and 9). */
export function ReportContentDialog({
  open,
  onClose,
  content = '',
  contentType = 'ai_assistant',
  contentId,
  title = 'Report AI-Generated Content',
  intro = 'Tell us what is wrong with this AI-generated content. Reports are reviewed by our team.',
}: ReportContentDialogProps) {
  const styles = useStyles();
  const contentLabelId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [error, setError] = useState<string | null>(null);
  const [report] = useReportAiContentMutation();
  // The auto-close timer must not restart when a parent re-renders with a new callback.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const reset = () => {
    setReason('');
    setDescription('');
    setError(null);
    setPhase('form');
  };

  const close = () => {
    if (phase === 'submitting') return;
    reset();
    onClose();
  };

  useEffect(() => {
    if (phase !== 'submitted') return;
    const timer = window.setTimeout(() => {
      setReason('');
      setDescription('');
      setError(null);
      setPhase('form');
      onCloseRef.current();
    }, CONFIRMATION_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const submit = async () => {
    if (!reason || phase !== 'form') return;
    setPhase('submitting');
    setError(null);
    try {
      await report({ reason, description, contentType, content, contentId });
      setPhase('submitted');
    } catch (requestError) {
      setError(toRequestError(requestError).code === 'CONFLICT' ? ALREADY_REPORTED_MESSAGE : REPORT_FAILED_MESSAGE);
      setPhase('form');
    }
  };

  const isSubmitting = phase === 'submitting';
  const isOther = reason === 'other';

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      {phase === 'submitted' ? (
        <DialogSurface className={styles.small}>
          <DialogBody>
            <DialogTitle>Report Submitted</DialogTitle>
            <DialogContent className={styles.confirmation}>
              <CheckmarkCircleRegular className={styles.confirmationIcon} aria-hidden />
              <Text role="status">Thank you for your feedback. We'll review this content and take appropriate action.</Text>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={close}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      ) : (
        <DialogSurface className={styles.medium}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent className={styles.content}>
                <Text>{intro}</Text>
                {content && (
                  <div>
                    <Text id={contentLabelId} as="p" className={styles.contentLabel}>
                      Reported content
                    </Text>
                    {/* Focusable so keyboard users can scroll long content. */}
                    <div className={styles.contentBox} role="region" aria-labelledby={contentLabelId} tabIndex={0}>
                      {content}
                    </div>
                  </div>
                )}
                <Field label="Reason for reporting" required>
                  <RadioGroup value={reason} onChange={(_, data) => setReason(data.value as ReportReason)} disabled={isSubmitting}>
                    {REPORT_REASONS.map((option) => (
                      <Radio key={option.value} value={option.value} label={option.label} />
                    ))}
                  </RadioGroup>
                </Field>
                {isOther ? (
                  <Field label="Please specify the reason">
                    <Textarea rows={2} value={description} onChange={(_, data) => setDescription(data.value)} disabled={isSubmitting} resize="vertical" />
                  </Field>
                ) : (
                  <Field label="Additional Details (Optional)">
                    <Textarea rows={3} value={description} onChange={(_, data) => setDescription(data.value)} disabled={isSubmitting} resize="vertical" />
                  </Field>
                )}
                {error && (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" appearance="primary" disabled={!reason || isSubmitting}>
                  {isSubmitting ? 'Submitting...' : 'Submit Report'}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      )}
    </Dialog>
  );
}
