import { NOTIFICATION_MESSAGES, NotificationSetupError } from './notificationMessages';

export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/** Asks the browser for permission; throws with the spec's texts when it is unsupported, refused or fails. */
export async function requestNotificationPermission(): Promise<void> {
  if (!isPushSupported()) throw new NotificationSetupError(NOTIFICATION_MESSAGES.unsupported);
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    throw new NotificationSetupError(NOTIFICATION_MESSAGES.requestFailed);
  }
  if (permission !== 'granted') throw new NotificationSetupError(NOTIFICATION_MESSAGES.denied);
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const bytes = atob(base64);
  const key = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let index = 0; index < bytes.length; index += 1) key[index] = bytes.charCodeAt(index);
  return key;
}

/** This browser's push subscription for the app's key, created when there is none. */
export async function browserPushSubscription(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
}

export async function existingPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
