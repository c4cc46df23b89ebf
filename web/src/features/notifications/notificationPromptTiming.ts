import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../shell/localStorageKeys';

/** Spec sections 4 and 9: shown 5 s after login; 'No thanks' hides it 30 days, 'Remind me later' 7 days. */
export const NOTIFICATION_PROMPT_DELAY_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const NO_THANKS_HIDE_MS = 30 * DAY_MS;
export const REMIND_LATER_HIDE_MS = 7 * DAY_MS;

function storedTime(key: typeof LOCAL_STORAGE_KEYS.notificationPromptDismissedAt | typeof LOCAL_STORAGE_KEYS.notificationPromptRemindLaterAt): number | null {
  const value = Number(readLocalStorage(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Whether a dismissal stored on this device still hides the prompt at `now`. */
export function isPromptSnoozed(now: number): boolean {
  const dismissedAt = storedTime(LOCAL_STORAGE_KEYS.notificationPromptDismissedAt);
  const remindLaterAt = storedTime(LOCAL_STORAGE_KEYS.notificationPromptRemindLaterAt);
  if (dismissedAt !== null && now - dismissedAt < NO_THANKS_HIDE_MS) return true;
  return remindLaterAt !== null && now - remindLaterAt < REMIND_LATER_HIDE_MS;
}

export function recordNoThanks(now: number): void {
  writeLocalStorage(LOCAL_STORAGE_KEYS.notificationPromptDismissedAt, String(now));
}

export function recordRemindLater(now: number): void {
  writeLocalStorage(LOCAL_STORAGE_KEYS.notificationPromptRemindLaterAt, String(now));
}
