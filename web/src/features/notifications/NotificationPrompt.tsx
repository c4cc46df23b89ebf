import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { NotificationSetupError } from './notificationMessages';
import { isPromptSnoozed, NOTIFICATION_PROMPT_DELAY_MS, recordNoThanks, recordRemindLater } from './notificationPromptTiming';
import { browserTimeZone, notificationPermission } from './pushSubscription';
import { useEnableReminders } from './useEnableReminders';

const useStyles = makeStyles({
  surface: { width: 'min(440px, calc(100vw - 24px))' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { flexWrap: 'wrap' },
});

interface NotificationPromptProps {
  /** Something else is in front (the targets step, the tour): wait until it is gone. */
  isBlocked: boolean;
}

/** Dialog 4 of spec section 2: offers daily reminders 5 s after sign-in, unless dismissed recently on this device. */
export function NotificationPrompt({ isBlocked }: NotificationPromptProps) {
  const styles = useStyles();
  const enableReminders = useEnableReminders();
  const [isDue, setDue] = useState(false);
  const [isClosed, setClosed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isEnabling, setEnabling] = useState(false);

  useEffect(() => {
    // Only a browser that has not yet been asked, and no recent dismissal on this device, gets the prompt.
    const timer = window.setTimeout(() => {
      if (notificationPermission() === 'default' && !isPromptSnoozed(Date.now())) setDue(true);
    }, NOTIFICATION_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isDue || isClosed || isBlocked) return null;

  const remindLater = () => {
    recordRemindLater(Date.now());
    setClosed(true);
  };
  const enable = async () => {
    setEnabling(true);
    setFailure(null);
    try {
      await enableReminders({ dailyReminders: true, timezone: browserTimeZone() });
      setClosed(true);
    } catch (error) {
      setFailure(error instanceof NotificationSetupError ? error.message : 'Reminders could not be turned on right now. Please try again in a moment.');
    } finally {
      setEnabling(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && remindLater()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle className={styles.title}>
            <AlertRegular aria-hidden /> Get a daily reminder?
          </DialogTitle>
          <DialogContent className={styles.content}>
            <span>
              Nutri can remind you at 8 pm to log your meals, with what is left of your calorie target. You can change the time or turn it off in Profile.
            </span>
            {failure && (
              <MessageBar intent="warning">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button
              disabled={isEnabling}
              onClick={() => {
                recordNoThanks(Date.now());
                setClosed(true);
              }}
            >
              No thanks
            </Button>
            <Button disabled={isEnabling} onClick={remindLater}>
              Remind me later
            </Button>
            <Button appearance="primary" disabled={isEnabling} icon={isEnabling ? <Spinner size="tiny" /> : undefined} onClick={() => void enable()}>
              Turn on reminders
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
