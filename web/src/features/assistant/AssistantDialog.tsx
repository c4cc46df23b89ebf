import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { BotSparkleRegular, DismissRegular } from '@fluentui/react-icons';
import { useId } from 'react';

const useStyles = makeStyles({
  surface: { width: 'min(640px, calc(100vw - 32px))', maxWidth: '640px' },
  // Full screen on mobile (spec section 2).
  fullScreen: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100dvh',
    maxHeight: '100dvh',
    borderRadius: 0,
    '& .fui-DialogBody': { height: '100%', maxHeight: '100%', gridTemplateRows: 'auto 1fr auto' },
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  titleIcon: { color: tokens.colorBrandForeground1, fontSize: '24px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bubble: {
    alignSelf: 'flex-start',
    maxWidth: '90%',
    padding: tokens.spacingHorizontalL,
    borderRadius: `${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} ${tokens.borderRadiusSmall}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    lineHeight: 1.5,
  },
  list: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
  composer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, width: '100%' },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface AssistantDialogProps {
  open: boolean;
  onClose(): void;
  isFullScreen: boolean;
}

/** The AI assistant's dialog. The chat itself arrives with the AI issues; this says so. */
export function AssistantDialog({ open, onClose, isFullScreen }: AssistantDialogProps) {
  const styles = useStyles();
  const noteId = useId();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(styles.surface, isFullScreen && styles.fullScreen)} aria-label="AI assistant">
        <DialogBody>
          <DialogTitle
            className={styles.title}
            action={<Button appearance="subtle" aria-label="Close the assistant" icon={<DismissRegular />} onClick={onClose} />}
          >
            <BotSparkleRegular className={styles.titleIcon} aria-hidden />
            AI assistant
          </DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.bubble}>
              Hi! I'm Nutri's assistant. I'm not switched on yet — chatting with me arrives in an upcoming update. Then
              you will be able to:
              <ul className={styles.list}>
                <li>ask questions about nutrition and about the app,</li>
                <li>log a meal by describing it, by voice or from a photo,</li>
                <li>get meal suggestions that fit your remaining targets, and open their recipes.</li>
              </ul>
            </div>
          </DialogContent>
          <DialogActions>
            <div className={styles.composer}>
              <Textarea
                disabled
                placeholder="Ask about nutrition or describe a meal…"
                aria-label="Message to the assistant"
                aria-describedby={noteId}
                resize="none"
              />
              <p id={noteId} className={styles.note}>
                The chat is not available yet. Answers will be for educational purposes only.
              </p>
            </div>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
