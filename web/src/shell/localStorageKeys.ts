/**
 * Every key the web app keeps in local storage (spec section 3, "Session").
 * One list so that logout and tests know exactly what is stored.
 */
export const LOCAL_STORAGE_KEYS = {
  token: 'token',
  /** The signed-in user as last returned by the server (JSON). */
  user: 'user',
  /** 'yes' once an account was registered on this device. */
  firstTimeUser: 'firstTimeUser',
  themeMode: 'themeMode',
  /** 'true' once the data collection and privacy disclosure was accepted. */
  disclosureAccepted: 'dataDisclosureAccepted',
  /** Epoch milliseconds of 'No thanks' on the notification prompt (hidden for 30 days). */
  notificationPromptDismissedAt: 'notificationPromptDismissedAt',
  /** Epoch milliseconds of 'Remind me later' on the notification prompt (hidden for 7 days). */
  notificationPromptRemindLaterAt: 'notificationPromptRemindLaterAt',
  /** The user who turned notifications on in this browser: only that user's sign-ins re-register it. */
  pushSubscriptionUserId: 'pushSubscriptionUserId',
  /** The string 'true' once the first-time tour was finished or skipped. */
  tutorialCompleted: 'tutorialCompleted',
  /** The user who has seen the one-step Pro tour in this browser (it shows once, not again after a pause and resume). */
  tierBenefitsShownFor: 'tierBenefitsShownFor',
  /** JSON list of billing alerts dismissed in the app's notice bar (paused, ending, card expiring: not stored notices). */
  dismissedBillingAlerts: 'dismissedBillingAlerts',
} as const;

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

// Storage can throw (private mode, quota, disabled cookies); the app must keep working.
export function readLocalStorage(key: LocalStorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocalStorage(key: LocalStorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply does not persist.
  }
}
