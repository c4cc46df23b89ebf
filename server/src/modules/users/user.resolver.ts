import type { GraphQLResolveInfo } from 'graphql';
import { Ctx, FieldResolver, Info, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { registerNodeType } from '../../graphql/node.js';
import { monthStart } from './calendar.js';
import { User } from './user.entity.js';
import type { UserRecord } from './userRecord.js';
import { Role, Tier } from './user.enums.js';
import { Usage, UsageLimits } from './user.type.js';

// A user is visible to themself and to admins only.
registerNodeType('User', async (ctx, id) => {
  if (!ctx.viewerRecord) return null;
  if (ctx.viewerRecord.id === id) return ctx.viewer;
  return ctx.viewerRecord.role === Role.admin ? ctx.em.findOne(User, { id }) : null;
});

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Usage, { description: "AI usage in the user's current calendar month (0 at the start of a month)." })
  async usage(@Root() user: UserRecord, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Usage> {
    const key = { userId: user.id, month: monthStart(user.timezone) };
    // The session statement read the counters before the request ran; a mutation may have used one since.
    if (info.operation.operation === 'mutation') ctx.loaders.usage.clear(key);
    const counter = await ctx.loaders.usage.load(key);
    return {
      aiFoodQueries: counter?.aiFoodQueries ?? 0,
      aiAnalyses: counter?.aiAnalyses ?? 0,
      aiAssistantMessages: counter?.aiAssistantMessages ?? 0,
    };
  }

  @FieldResolver(() => UsageLimits, { description: 'Monthly limits for the usage counters: the free plan limits, or null (unlimited) on Pro.' })
  usageLimits(@Root() user: UserRecord, @Ctx() ctx: Context): UsageLimits {
    if (user.tier === Tier.pro) return { aiFoodQueries: null, aiAnalyses: null, aiAssistantMessages: null };
    return { ...ctx.config.ai.freeLimits };
  }
}
