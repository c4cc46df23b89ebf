import { LocalDateResolver } from '../../graphql/scalars.js';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, connectionType, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { idOf } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import type { UserRecord } from '../users/userRecord.js';
import { UpgradeUserInput } from './admin.input.js';
import { setUserRole, upgradeUser } from './admin.service.js';
import { AdminAnalytics } from './adminAnalytics.type.js';
import { listAuditEvents } from './adminAudit.service.js';
import { AdminAuditEvent } from './adminAuditEvent.entity.js';
import { dashboardStats } from './adminDashboard.service.js';
import { AdminDashboardStats } from './adminDashboard.type.js';
import { findUserForAdmin, listUsers, userCounts } from './adminUsers.service.js';
import { userMonthlyRevenueCents } from './revenue.js';
import { AdminUserConnection, AdminUserDetail, AdminUsersArgs, SetUserRoleInput, SetUserRolePayload } from './adminUsers.type.js';
import { adminAnalytics, AnalyticsKind } from './analytics/adminAnalytics.js';
import { addDays } from '../users/calendar.js';
import { analyticsWindow, dateRangeWindow } from './analytics/analyticsWindow.js';

const USERS_PAGE_SIZE = 20;
const AUDIT_PAGE_SIZE = 20;
const DASHBOARD_DEFAULT_DAYS = 30;
const AdminAuditEventConnection = connectionType(AdminAuditEvent, 'AdminAuditEvent');

registerNodeType('AdminAuditEvent', async (ctx, id) => (ctx.viewerRecord?.role === Role.admin ? ctx.em.findOne(AdminAuditEvent, { id }) : null));

@ObjectType()
class UpgradeUserPayload {
  @Field(() => User) user!: User;
}

@Resolver()
export class AdminResolver {
  @Authorized(Role.admin)
  @Mutation(() => UpgradeUserPayload, { description: "Admin: sets a user's tier and subscription status (defaults pro and active)." })
  async upgradeUser(@Arg('input', () => UpgradeUserInput) input: UpgradeUserInput, @Ctx() ctx: Context): Promise<UpgradeUserPayload> {
    const user = await upgradeUser(serviceDeps(ctx), ctx.viewer!, { ...input, userId: idOf('User', input.userId, 'userId') });
    return { user };
  }

  @Authorized(Role.admin)
  @Mutation(() => SetUserRolePayload, { description: 'Admin: makes a user an admin or a regular user. You cannot remove your own admin role.' })
  async setUserRole(@Arg('input', () => SetUserRoleInput) input: SetUserRoleInput, @Ctx() ctx: Context): Promise<SetUserRolePayload> {
    return { user: await setUserRole(serviceDeps(ctx), ctx.viewer!, { userId: idOf('User', input.userId, 'userId'), role: input.role }) };
  }

  @Authorized(Role.admin)
  @Query(() => AdminUserConnection, { description: 'Admin: users, newest sign-ups (or most recently active) first, with search and filters.' })
  async adminUsers(@Args(() => AdminUsersArgs) args: AdminUsersArgs, @Ctx() ctx: Context): Promise<AdminUserConnection> {
    const window = pageWindow(args, USERS_PAGE_SIZE);
    const asOf = args.asOf ?? new Date();
    const [users, total] = await listUsers(
      serviceDeps(ctx),
      { search: args.search ?? null, tier: args.tier ?? null, role: args.role ?? null, sort: args.sort, asOf },
      window,
    );
    return { ...toConnection(users, total, window), asOf };
  }

  @Authorized(Role.admin)
  @Query(() => AdminUserDetail, { description: "Admin: a user's account, plan and counts of what they recorded (never the records themselves)." })
  async adminUser(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<AdminUserDetail> {
    const user = await findUserForAdmin(serviceDeps(ctx), idOf('User', id));
    const counts = await userCounts(serviceDeps(ctx), user.id);
    return new AdminUserDetail(user, counts, await userMonthlyRevenueCents(serviceDeps(ctx), user.id));
  }

  @Authorized(Role.admin)
  @Query(() => AdminAuditEventConnection, { description: 'Admin: the audit trail of admin actions, newest first; `userId` narrows it to one user.' })
  async adminAuditEvents(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Ctx() ctx: Context,
  ) {
    const window = pageWindow(args, AUDIT_PAGE_SIZE);
    const [events, total] = await listAuditEvents(serviceDeps(ctx), { targetUserId: userId ? idOf('User', userId, 'userId') : null }, window);
    return toConnection(events, total, window);
  }

  @Authorized(Role.admin)
  @Query(() => AdminDashboardStats, {
    description: 'Admin: users, activity, plans, revenue, AI usage, reports and bloodwork; the range defaults to the last 30 days.',
  })
  adminDashboardStats(
    @Arg('from', () => LocalDateResolver, { nullable: true }) from: string | null,
    @Arg('to', () => LocalDateResolver, { nullable: true }) to: string | null,
    @Ctx() ctx: Context,
  ): Promise<AdminDashboardStats> {
    const deps = serviceDeps(ctx);
    const end = to ?? analyticsWindow(1, deps.clock.now()).to;
    const window = dateRangeWindow(from ?? addDays(end, -(DASHBOARD_DEFAULT_DAYS - 1)), end);
    return dashboardStats(deps, window);
  }

  @Authorized(Role.admin)
  @Query(() => AdminAnalytics, { description: 'Admin: aggregate analytics of one kind over the last `days` (default 30; 90 for bloodwork).' })
  adminAnalytics(
    @Arg('kind', () => AnalyticsKind) kind: AnalyticsKind,
    @Arg('days', () => Int, { nullable: true }) days: number | null,
    @Ctx() ctx: Context,
  ): Promise<AdminAnalytics> {
    return adminAnalytics(serviceDeps(ctx), kind, days);
  }
}

@Resolver(() => User)
export class AdminUserFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Admin notes on the account; null unless the viewer is an admin.' })
  adminNotes(@Root() user: UserRecord, @Ctx() ctx: Context): string | null {
    return ctx.viewerRecord?.role === Role.admin ? user.adminNotes : null;
  }

  @FieldResolver(() => Boolean, { description: 'A test account (email at a TEST_USER_EMAIL_DOMAINS domain): admins may delete it.' })
  isTestUser(@Root() user: UserRecord): boolean {
    return user.isTestUser;
  }
}
