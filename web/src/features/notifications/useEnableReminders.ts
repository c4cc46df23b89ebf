import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useEnableRemindersKeyQuery } from '../../__generated__/useEnableRemindersKeyQuery.graphql';
import { LOCAL_STORAGE_KEYS, writeLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { NotificationSetupError } from './notificationMessages';
import { browserPushSubscription, requestNotificationPermission } from './pushSubscription';
import { useRegisterPushTokenMutation } from './useRegisterPushTokenMutation';

const keyQuery = graphql`
  query useEnableRemindersKeyQuery {
    pushPublicKey
  }
`;

export interface ReminderChoice {
  dailyReminders?: boolean;
  reminderTime?: string;
  timezone?: string;
}

/**
 * Turns notifications on in this browser: asks permission, subscribes with the server's key and registers the
 * subscription. Failures carry a message for the user.
 */
export function useEnableReminders(): (choice: ReminderChoice) => Promise<void> {
  const environment = useRelayEnvironment();
  const [register] = useRegisterPushTokenMutation();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useCallback(
    async (choice: ReminderChoice) => {
      await requestNotificationPermission();
      try {
        const data = await fetchQuery<useEnableRemindersKeyQuery>(environment, keyQuery, {}).toPromise();
        if (!data) throw new Error('no key');
        const subscription = await browserPushSubscription(data.pushPublicKey);
        await register({ pushToken: JSON.stringify(subscription), ...choice });
        writeLocalStorage(LOCAL_STORAGE_KEYS.pushSubscriptionUserId, userId);
      } catch {
        throw new NotificationSetupError('Reminders could not be turned on right now. Please try again in a moment.');
      }
    },
    [environment, register, userId],
  );
}
