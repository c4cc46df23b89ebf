import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Switch, Text, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RemindersCard_viewer$key } from '../../__generated__/RemindersCard_viewer.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { NotificationSetupError } from './notificationMessages';
import { browserTimeZone, isPushSupported } from './pushSubscription';
import { useEnableReminders } from './useEnableReminders';
import { useSendTestNotificationMutation } from './useSendTestNotificationMutation';
import { useUpdateReminderSettingsMutation } from './useUpdateReminderSettingsMutation';
import { NOTIFICATION_MESSAGES } from './notificationMessages';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 520px)': { gridTemplateColumns: '1fr' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Status = { intent: 'success' | 'warning' | 'error'; message: string } | null;

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Profile → Reminders: the daily reminder's switch, time and time zone, and a test notification. */
export function RemindersCard({ viewer }: { viewer: RemindersCard_viewer$key }) {
  const styles = useStyles();
  const { reminderSettings: saved } = useFragment(
    graphql`
      fragment RemindersCard_viewer on Viewer {
        reminderSettings {
          dailyReminders
          reminderTime
          timezone
          deviceCount
        }
      }
    `,
    viewer,
  );
  // Before reminders were ever set up, the browser's time zone is the default (spec section 9).
  const initialZone = saved.dailyReminders || saved.deviceCount > 0 ? saved.timezone : browserTimeZone();
  const [reminderTime, setReminderTime] = useState(saved.reminderTime);
  const [timezone, setTimezone] = useState(initialZone);
  const [status, setStatus] = useState<Status>(null);
  const [isBusy, setBusy] = useState(false);
  const enableReminders = useEnableReminders();
  const [updateSettings] = useUpdateReminderSettingsMutation();
  const [sendTest, isSendingTest] = useSendTestNotificationMutation();
  const zones = useMemo(() => timeZones(timezone), [timezone]);
  const isDirty = reminderTime !== saved.reminderTime || timezone !== saved.timezone;

  const run = async (action: () => Promise<Status>) => {
    setBusy(true);
    setStatus(null);
    try {
      setStatus(await action());
    } catch (error) {
      const message = error instanceof NotificationSetupError ? error.message : toRequestError(error).message;
      setStatus({ intent: 'warning', message });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (isOn: boolean) =>
    run(async () => {
      if (isOn) {
        await enableReminders({ dailyReminders: true, reminderTime, timezone });
        return { intent: 'success', message: `Daily reminder on at ${reminderTime}.` };
      }
      await updateSettings({ dailyReminders: false, reminderTime, timezone });
      return { intent: 'success', message: 'Daily reminder off.' };
    });

  return (
    <InfoCard title="Reminders">
      <Text>A daily nudge to log your meals, with what is left of your calorie target.</Text>
      {!isPushSupported() && (
        <MessageBar intent="warning">
          <MessageBarBody>{NOTIFICATION_MESSAGES.unsupported}</MessageBarBody>
        </MessageBar>
      )}
      <Switch label="Daily reminder" checked={saved.dailyReminders} disabled={isBusy} onChange={(_, { checked }) => void toggle(checked)} />
      <div className={styles.row}>
        <Field label="Reminder time">
          <Input type="time" value={reminderTime} onChange={(_, { value }) => setReminderTime(value)} />
        </Field>
        <Field label="Time zone">
          <Select value={timezone} onChange={(_, { value }) => setTimezone(value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={!isDirty || isBusy}
          onClick={() =>
            void run(async () => {
              await updateSettings({ dailyReminders: saved.dailyReminders, reminderTime, timezone });
              return { intent: 'success', message: 'Reminder saved.' };
            })
          }
        >
          Save reminder
        </Button>
        <Button
          icon={<AlertRegular />}
          disabled={isSendingTest || isBusy || saved.deviceCount === 0}
          onClick={() =>
            void run(async () => {
              const { devices, delivered } = await sendTest();
              return delivered > 0
                ? { intent: 'success', message: `Test notification sent to ${delivered} of ${devices} ${devices === 1 ? 'device' : 'devices'}.` }
                : { intent: 'warning', message: 'The test notification could not be delivered. Turn reminders off and on again on this device.' };
            })
          }
        >
          Send a test notification
        </Button>
      </div>
      <Text className={styles.note}>
        {saved.deviceCount === 0
          ? 'No device gets notifications yet: turn the daily reminder on in this browser.'
          : `${saved.deviceCount} ${saved.deviceCount === 1 ? 'device gets' : 'devices get'} notifications.`}
      </Text>
      {status && (
        <MessageBar intent={status.intent}>
          <MessageBarBody>{status.message}</MessageBarBody>
        </MessageBar>
      )}
    </InfoCard>
  );
}
