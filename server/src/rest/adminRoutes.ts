import { USER_FIELDS } from './authRoutes.js';
import type { RestRequest, RestRoute } from './routeTable.js';

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;

export const adminRoutes: RestRoute[] = [
  {
    method: 'PATCH',
    path: '/admin/users/:id/upgrade',
    summary: "Admin: set a user's {tier (default pro), subscriptionStatus (default active), adminNotes}.",
    document: `mutation ($input: UpgradeUserInput!) { upgradeUser(input: $input) { user { ...RestUser adminNotes } } } ${USER_FIELDS}`,
    variables: (request) => {
      const fields = body(request);
      return {
        input: {
          userId: request.params.id,
          ...(fields.tier === undefined ? {} : { tier: fields.tier }),
          ...(fields.subscriptionStatus === undefined ? {} : { subscriptionStatus: fields.subscriptionStatus }),
          ...(fields.adminNotes === undefined ? {} : { adminNotes: fields.adminNotes }),
        },
      };
    },
    result: (data) => (data.upgradeUser as { user: unknown }).user,
  },
];
