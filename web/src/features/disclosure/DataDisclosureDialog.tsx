import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';

const useStyles = makeStyles({
  // Medium width (spec section 2).
  surface: { width: 'min(760px, calc(100vw - 32px))', maxWidth: '760px' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  titleIcon: { color: tokens.colorBrandForeground1, fontSize: '24px', flexShrink: 0 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXS },
  pointer: {
    margin: 0,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  actions: {
    '@media (max-width: 560px)': { flexDirection: 'column-reverse', alignItems: 'stretch', width: '100%' },
  },
});

interface DataDisclosureDialogProps {
  open: boolean;
  isSaving?: boolean;
  error?: string | null;
  onAccept(): void;
  onDecline(): void;
}

/**
 * Shown on first sign-in. It cannot be dismissed by Escape or a click outside: the only ways
 * out are declining (which signs out) or reading and then accepting.
 */
export function DataDisclosureDialog({ open, isSaving = false, error = null, onAccept, onDecline }: DataDisclosureDialogProps) {
  const styles = useStyles();
  const [hasRead, setHasRead] = useState(false);

  return (
    // modalType "alert" ignores clicks outside; onOpenChange is ignored so Escape does nothing.
    <Dialog open={open} modalType="alert" onOpenChange={() => undefined}>
      <DialogSurface className={styles.surface} aria-describedby="disclosure-intro">
        <DialogBody>
          <DialogTitle className={styles.title}>
            <ShieldCheckmarkRegular className={styles.titleIcon} aria-hidden />
            Data Collection and Privacy Disclosure
          </DialogTitle>
          {/* Focusable so the scrolling text can be read with the keyboard, and so the dialog's
              initial focus lands at the top instead of scrolling to the first link. */}
          <DialogContent className={styles.content} tabIndex={0} aria-label="Disclosure text">
            <p id="disclosure-intro" className={styles.intro}>
              Before you start, please read how Nutri collects, uses and protects your information. Nutri is for educational purposes only and does not replace
              advice from a healthcare professional.
            </p>
            <section className={styles.section} aria-labelledby="disclosure-collected">
              <h3 id="disclosure-collected" className={styles.heading}>
                What data is collected
              </h3>
              <ul className={styles.list}>
                <li>
                  <strong>Nutrition data:</strong> the foods, meals and supplements you log.
                </li>
                <li>
                  <strong>Health information:</strong> bloodwork results you upload or enter, and your health goals.
                </li>
                <li>
                  <strong>Profile information:</strong> your age, gender, weight, height, activity level and dietary preferences.
                </li>
              </ul>
            </section>
            <section className={styles.section} aria-labelledby="disclosure-used">
              <h3 id="disclosure-used" className={styles.heading}>
                How data is used
              </h3>
              <ul className={styles.list}>
                <li>
                  <strong>Core features:</strong> logging, daily targets, summaries and your history.
                </li>
                <li>
                  <strong>AI insights:</strong> analyses of your nutrition and bloodwork and answers from the AI assistant.
                </li>
                <li>
                  <strong>Improving your experience:</strong> remembering your settings and fixing problems.
                </li>
              </ul>
            </section>
            <section className={styles.section} aria-labelledby="disclosure-security">
              <h3 id="disclosure-security" className={styles.heading}>
                Data sharing and security
              </h3>
              <ul className={styles.list}>
                <li>All data is sent over encrypted connections.</li>
                <li>Your data is never sold.</li>
                <li>You can delete your account and all of your data at any time from your profile.</li>
                <li>When you use an AI feature, the data it needs is processed by third-party AI providers to produce the result.</li>
              </ul>
            </section>
            <p className={styles.pointer}>
              You can read the full{' '}
              <Link href="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </Link>{' '}
              at any time from the app settings: open the avatar menu and choose Privacy Policy.
            </p>
            {error && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions className={styles.actions} fluid>
            <Button appearance="subtle" onClick={onDecline}>
              Decline &amp; Exit
            </Button>
            <Button appearance="secondary" icon={hasRead ? <CheckmarkCircleRegular /> : undefined} aria-pressed={hasRead} onClick={() => setHasRead(true)}>
              I Have Read This Disclosure
            </Button>
            <Button appearance="primary" disabled={!hasRead || isSaving} icon={isSaving ? <Spinner size="tiny" /> : undefined} onClick={onAccept}>
              Accept &amp; Continue
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
