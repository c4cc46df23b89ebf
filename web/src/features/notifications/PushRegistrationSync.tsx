import { useEffect } from 'react';
import { LOCAL_STORAGE_KEYS, readLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { existingPushSubscription } from './pushSubscription';
import { useRegisterPushTokenMutation } from './useRegisterPushTokenMutation';

/**
 * Re-registers this browser's push subscription once per sign-in: the server forgets a device when its session
 * ends (logout, password change), and the browser may have rotated the subscription. Stored settings are kept.
 * Only the user who turned notifications on here is re-registered: another account signing in must opt in itself.
 */
export function PushRegistrationSync() {
  const [register] = useRegisterPushTokenMutation();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null || readLocalStorage(LOCAL_STORAGE_KEYS.pushSubscriptionUserId) !== userId) return;
    let isCurrent = true;
    void existingPushSubscription()
      .then((subscription) => {
        if (subscription && isCurrent) return register({ pushToken: JSON.stringify(subscription) });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [register, userId]);
  return null;
}
