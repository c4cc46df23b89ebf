import type { RestRequest, RestRoute } from './routeTable.js';

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;
// Clients send the PushSubscription as an object or as its JSON text.
const asJsonText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

export const notificationRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/notifications/register-token',
    summary: 'Register this browser for push {pushToken (PushSubscription), dailyReminders (true), reminderTime (HH:MM, 20:00), timezone (IANA)}.',
    document: `mutation ($input: RegisterPushTokenInput!) { registerPushToken(input: $input) { reminderSettings { dailyReminders reminderTime timezone deviceCount } } }`,
    variables: (request) => {
      const fields = body(request);
      return {
        input: {
          pushToken: asJsonText(fields.pushToken),
          dailyReminders: fields.dailyReminders ?? true,
          reminderTime: fields.reminderTime ?? '20:00',
          timezone: fields.timezone,
        },
      };
    },
    result: 'registerPushToken.reminderSettings',
  },
  {
    method: 'DELETE',
    path: '/notifications/register-token',
    summary: 'Stop notifications to this browser {pushToken (PushSubscription or endpoint)}.',
    document: `mutation ($input: UnregisterPushTokenInput!) { unregisterPushToken(input: $input) { removed } }`,
    variables: (request) => ({ input: { pushToken: asJsonText(body(request).pushToken) } }),
    result: 'unregisterPushToken',
  },
  {
    method: 'GET',
    path: '/notifications/vapid-public-key',
    summary: "The installation's VAPID public key (applicationServerKey).",
    document: `query { pushPublicKey }`,
    result: { publicKey: 'pushPublicKey' },
    isPublic: true,
  },
  {
    method: 'POST',
    path: '/notifications/test',
    summary: 'Send a test notification to each of your devices.',
    document: `mutation { sendTestNotification { devices delivered } }`,
    result: 'sendTestNotification',
  },
];
