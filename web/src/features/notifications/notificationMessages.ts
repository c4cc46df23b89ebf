/** Spec section 8: what the user is told when notifications cannot be turned on. */
export const NOTIFICATION_MESSAGES = {
  denied: 'Notification permission denied. You can enable it later in your browser settings.',
  unsupported: 'Notifications are not supported in this browser',
  requestFailed: 'Failed to request notification permission',
} as const;

export class NotificationSetupError extends Error {}
