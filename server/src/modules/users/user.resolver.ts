import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { registerNodeType } from '../../graphql/node.js';
import { monthStart } from './calendar.js';
import { User } from './user.entity.js';
import { Role, Tier } from './user.enums.js';
import { Usage, UsageLimits } from './user.type.js';

// A user is visible to themself and to admins only.
registerNodeType('User', User, async (ctx, id) => {
  if (!ctx.viewer) return null;
  if (ctx.viewer.id === id) return ctx.viewer;
  return ctx.viewer.role === Role.admin ? ctx.em.findOne(User, { id }) : null;
});

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Usage, { description: "AI usage in the user's current calendar month (0 at the start of a month)." })
  async usage(@Root() user: User, @Ctx() ctx: Context): Promise<Usage> {
    const counter = await ctx.loaders.usage.load({ userId: user.id, month: monthStart(user.timezone) });
    return {
      aiFoodQueries: counter?.aiFoodQueries ?? 0,
      aiAnalyses: counter?.aiAnalyses ?? 0,
      aiAssistantMessages: counter?.aiAssistantMessages ?? 0,
    };
  }

  @FieldResolver(() => UsageLimits, { description: 'Monthly limits for the usage counters: the free plan limits, or null (unlimited) on Pro.' })
  usageLimits(@Root() user: User, @Ctx() ctx: Context): UsageLimits {
    if (user.tier === Tier.pro) return { aiFoodQueries: null, aiAnalyses: null, aiAssistantMessages: null };
    return { ...ctx.config.ai.freeLimits };
  }
}
