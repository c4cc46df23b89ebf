import { Arg, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { registerNodeType } from '../../graphql/node.js';
import { nutritionTargets } from './nutritionTargets.js';
import { ProfileInput, UpdateProfileInput } from './profile.input.js';
import { applyProfile, previewTargetProfile, targetProfileOf } from './profile.service.js';
import { User } from './user.entity.js';
import { NutritionTargets } from './user.type.js';
import { Viewer } from './viewer.type.js';

@ObjectType()
class UpdateProfilePayload {
  @Field(() => User) user!: User;
  @Field(() => Viewer) viewer!: Viewer;
}

registerNodeType('Viewer', async (ctx, id) => (ctx.viewerRecord?.id === id ? Viewer.signedIn(ctx) : null));

@Resolver(() => Viewer)
export class ViewerResolver {
  @Query(() => Viewer, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  viewer(@Ctx() ctx: Context): Viewer | null {
    return Viewer.signedIn(ctx);
  }

  @FieldResolver(() => NutritionTargets, {
    description: 'Daily calorie and macro targets. With `preview`, computed as if those profile fields were saved.',
  })
  nutritionTargets(@Root() viewer: Viewer, @Arg('preview', () => ProfileInput, { nullable: true }) preview: ProfileInput | null): NutritionTargets {
    const profile = preview ? previewTargetProfile(viewer.record, preview) : targetProfileOf(viewer.record);
    return nutritionTargets(profile);
  }

  @Authorized()
  @Mutation(() => UpdateProfilePayload)
  async updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: Context) {
    const user = ctx.viewer!;
    applyProfile(user, input.profile);
    await ctx.em.flush();
    return { user, viewer: new Viewer(user) };
  }
}
