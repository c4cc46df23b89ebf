import { notFound } from '../graphql/errors.js';
import { ANALYTICS_PATH_KINDS } from '../modules/admin/analytics/adminAnalytics.js';
import { numberParam } from './paging.js';
import type { RestRequest, RestRoute } from './routeTable.js';

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const USERS_PAGE_SIZE = 20;

// Account data only: an admin sees who a user is and their plan, never their body profile, diary or lab values.
const ADMIN_USER = `fragment RestAdminUser on User {
  id internalID email firstName lastName role tier subscriptionStatus adminNotes isTestUser timezone createdAt lastActiveAt
  usage { aiFoodQueries aiAnalyses aiAssistantMessages }
  usageLimits { aiFoodQueries aiAnalyses aiAssistantMessages }
}`;
const ANALYTICS = `kind days from to metrics { key label value unit } series { key label points { x y } } tables { key label columns rows }`;

export const adminRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/users',
    summary: 'Admin: users ?page&limit (default 20)&search (email or name, partial)&tier&role&sort (created|last_active)&asOf (sign-up cut-off from page 1).',
    document: `query ($first: Int, $after: String, $search: String, $tier: Tier, $role: Role, $sort: AdminUserSort!, $asOf: DateTimeISO) {
      adminUsers(first: $first, after: $after, search: $search, tier: $tier, role: $role, sort: $sort, asOf: $asOf) {
        totalCount asOf edges { node { ...RestAdminUser } } } } ${ADMIN_USER}`,
    variables: (request) => ({
      search: text(request.query.search),
      tier: text(request.query.tier),
      role: text(request.query.role),
      sort: text(request.query.sort) ?? 'created',
      asOf: text(request.query.asOf),
    }),
    result: 'adminUsers',
    page: { key: 'users', defaultLimit: USERS_PAGE_SIZE, also: ['asOf'] },
  },
  {
    method: 'GET',
    path: '/admin/users/:id',
    summary: "Admin: a user's account, plan, usage this month, counts of what they recorded and the audit trail about them.",
    document: `query ($id: ID!) {
      adminUser(id: $id) { user { ...RestAdminUser } monthlyRevenueCents
        counts { foodLogDays foodLogItems supplementLogs bloodworkEntries analyses reportsFiled } }
      adminAuditEvents(userId: $id, first: 20) { edges { node { id action summary actorEmail targetEmail createdAt } } } } ${ADMIN_USER}`,
    variables: (request) => ({ id: request.params.id }),
    result: {
      '...user': 'adminUser.user',
      counts: 'adminUser.counts',
      monthlyRevenueCents: 'adminUser.monthlyRevenueCents',
      auditTrail: 'adminAuditEvents.edges.node',
    },
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/upgrade',
    summary: "Admin: set a user's {tier (default pro), subscriptionStatus (default active), adminNotes}.",
    document: `mutation ($input: UpgradeUserInput!) { upgradeUser(input: $input) { user { ...RestAdminUser } } } ${ADMIN_USER}`,
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
    result: 'upgradeUser.user',
  },
  {
    method: 'POST',
    path: '/admin/users/:id/password-reset-link',
    summary: 'Admin: a one-time password reset link for the user, to pass on: {resetUrl, expiresAt}.',
    document: 'mutation ($input: AdminCreatePasswordResetLinkInput!) { adminCreatePasswordResetLink(input: $input) { resetUrl expiresAt } }',
    variables: (request) => ({ input: { userId: request.params.id } }),
    result: 'adminCreatePasswordResetLink',
    successStatus: 201,
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/role',
    summary: 'Admin: make a user an admin or a regular user {role: admin|user}.',
    document: `mutation ($input: SetUserRoleInput!) { setUserRole(input: $input) { user { ...RestAdminUser } } } ${ADMIN_USER}`,
    variables: (request) => ({ input: { userId: request.params.id, role: body(request).role } }),
    result: 'setUserRole.user',
  },
  {
    method: 'GET',
    path: '/admin/audit-log',
    summary: 'Admin: admin actions (plan, role, test-user deletion, report status), newest first: ?page&limit (default 20)&userId.',
    document: `query ($first: Int, $after: String, $userId: ID) { adminAuditEvents(first: $first, after: $after, userId: $userId) {
      totalCount edges { node { id action summary actorEmail targetUser targetEmail createdAt } } } }`,
    variables: (request) => ({ userId: text(request.query.userId) }),
    result: 'adminAuditEvents',
    page: { key: 'events', defaultLimit: USERS_PAGE_SIZE },
  },
  {
    method: 'GET',
    path: '/admin/analytics/:kind',
    summary: 'Admin: aggregate analytics; kind is nutrition, bloodwork, engagement or health-score; ?days (default 30, bloodwork 90; 1 to 365).',
    document: `query ($kind: AnalyticsKind!, $days: Int) { adminAnalytics(kind: $kind, days: $days) { ${ANALYTICS} } }`,
    variables: (request) => {
      const kind = ANALYTICS_PATH_KINDS[request.params.kind ?? ''];
      if (!kind) throw notFound(`Analytics kind '${request.params.kind}'`);
      return { kind, days: request.query.days === undefined ? null : numberParam(request.query.days, 30) };
    },
    // The kind as the path names it (health-score), where the result carries the schema's (health_score).
    result: { '...analytics': 'adminAnalytics', kind: ':kind' },
  },
  {
    method: 'GET',
    path: '/admin/dashboard-stats',
    summary: 'Admin: totals, new and active users, plans, revenue, AI usage, pending reports and bloodwork; ?from&to (YYYY-MM-DD, default last 30 days).',
    document: `query ($from: LocalDate, $to: LocalDate) { adminDashboardStats(from: $from, to: $to) {
      from to totalUsers newUsersLast7Days newUsersLast30Days newUsersInRange activeUsers { daily weekly monthly }
      proUsers proShare subscriptionsByStatus { tier status count } monthlyRecurringRevenue { amountCents currency activeSubscriptions }
      aiUsageThisMonth { kind label used users freeLimit freeUsersAtLimit } reportsPending
      bloodwork { uploads manualEntries fullyRead partlyRead unread extractionSuccessRate }
      series { key label points { x y } } } }`,
    variables: (request) => ({ from: text(request.query.from), to: text(request.query.to) }),
    result: 'adminDashboardStats',
  },
];
