import DataLoader from 'dataloader';
import { Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import { serviceDeps } from '../../serviceDeps.js';
import { postsBy } from './social.service.js';
import { keysetPostConnection } from './social.resolver.js';
import { SocialPostConnection, SocialProfileView } from './social.type.js';
import { loadSocialStats, type SocialStats } from './socialProgress.service.js';
import { SocialProgressView } from './socialShare.type.js';

// One loader per request (keyed by its context), so a list of profiles asking for streaks costs the same statements as one.
const statsLoaders = new WeakMap<object, DataLoader<string, SocialStats | null>>();

function statsOf(ctx: Context, userId: string): Promise<SocialStats | null> {
  let loader = statsLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, SocialStats | null>(async (ids) => {
      const stats = await loadSocialStats(serviceDeps(ctx), ids);
      return ids.map((id) => stats.get(id) ?? null);
    });
    statsLoaders.set(ctx, loader);
  }
  return loader.load(userId);
}

/** Streak, progress and posts appear only to those who may see the whole profile (self, friends, or anyone when public). */
@Resolver(() => SocialProfileView)
export class SocialProfileFieldsResolver {
  @FieldResolver(() => Int, { nullable: true, description: 'Days logged in a row up to today (or yesterday, while today is open).' })
  async loggingStreak(@Root() profile: SocialProfileView, @Ctx() ctx: Context): Promise<number | null> {
    if (!profile.row.full) return null;
    return (await statsOf(ctx, profile.row.userId))?.loggingStreak ?? 0;
  }

  @FieldResolver(() => SocialProgressView, { nullable: true, description: 'Only when the owner turned progress on.' })
  async progress(@Root() profile: SocialProfileView, @Ctx() ctx: Context): Promise<SocialProgressView | null> {
    if (!profile.row.full || !profile.row.showProgress) return null;
    return (await statsOf(ctx, profile.row.userId))?.progress ?? null;
  }

  @FieldResolver(() => SocialPostConnection, { description: "This person's posts you may read, newest first." })
  async posts(@Root() profile: SocialProfileView, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context): Promise<SocialPostConnection> {
    const viewerId = ctx.viewer?.id ?? null;
    return keysetPostConnection(args, viewerId, async (limit, before) =>
      profile.row.full ? postsBy(serviceDeps(ctx), viewerId, profile.row.userId, limit, before) : [],
    );
  }
}
