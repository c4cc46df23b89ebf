import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { Viewer } from '../users/viewer.type.js';
import { FoodLogView } from './foodLog.type.js';
import { SavedMeal } from './savedMeal.entity.js';
import {
  CreateSavedMealInput,
  LogSavedMealInput,
  SavedMealRefInput,
  SavedMealsArgs,
  SaveMealFromFoodLogInput,
  SetSavedMealFavoriteInput,
  UpdateSavedMealInput,
} from './savedMeal.input.js';
import * as savedMeals from './savedMeal.service.js';
import { SavedMealConnection, SavedMealView } from './savedMeal.type.js';

const PAGE_SIZE = 20;

registerNodeType('SavedMeal', async (ctx, id) => {
  const meal = ctx.viewerRecord ? await ctx.em.findOne(SavedMeal, { id, user: ctx.viewerRecord.id }) : null;
  return meal && new SavedMealView(meal);
});

@ObjectType()
class SavedMealPayload {
  @Field(() => SavedMealView) savedMeal!: SavedMealView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class DeleteSavedMealPayload {
  @Field(() => ID) deletedSavedMealId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class LogSavedMealPayload {
  @Field(() => FoodLogView) foodLog!: FoodLogView;
  @Field(() => Viewer) viewer!: Viewer;
}

@Resolver(() => Viewer)
export class SavedMealViewerResolver {
  @FieldResolver(() => SavedMealView)
  async savedMeal(@Root() viewer: Viewer, @Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new SavedMealView(await savedMeals.findOwnSavedMeal(serviceDeps(ctx), viewer.record, id));
  }

  @FieldResolver(() => SavedMealConnection, { description: 'My Foods: saved meals (kind meal) or saved single foods (kind food).' })
  async savedMeals(@Root() viewer: Viewer, @Args(() => SavedMealsArgs) args: SavedMealsArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [meals, total] = await savedMeals.listSavedMeals(serviceDeps(ctx), viewer.record, { args, window });
    return toConnection(
      meals.map((meal) => new SavedMealView(meal)),
      total,
      window,
    );
  }
}

@Resolver()
export class SavedMealResolver {
  @Authorized()
  @Mutation(() => SavedMealPayload)
  async createSavedMeal(@Arg('input', () => CreateSavedMealInput) input: CreateSavedMealInput, @Ctx() ctx: Context) {
    return payload(ctx, await savedMeals.createSavedMeal(serviceDeps(ctx), ctx.viewer!, input));
  }

  @Authorized()
  @Mutation(() => SavedMealPayload)
  async updateSavedMeal(@Arg('input', () => UpdateSavedMealInput) input: UpdateSavedMealInput, @Ctx() ctx: Context) {
    return payload(ctx, await savedMeals.updateSavedMeal(serviceDeps(ctx), ctx.viewer!, input));
  }

  @Authorized()
  @Mutation(() => DeleteSavedMealPayload)
  async deleteSavedMeal(@Arg('input', () => SavedMealRefInput) input: SavedMealRefInput, @Ctx() ctx: Context) {
    const id = await savedMeals.deleteSavedMeal(serviceDeps(ctx), ctx.viewer!, input.savedMealId);
    return { deletedSavedMealId: toGlobalId('SavedMeal', id), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => SavedMealPayload, { description: 'Sets or (without isFavorite) toggles the favourite mark.' })
  async setSavedMealFavorite(@Arg('input', () => SetSavedMealFavoriteInput) input: SetSavedMealFavoriteInput, @Ctx() ctx: Context) {
    return payload(ctx, await savedMeals.setSavedMealFavorite(serviceDeps(ctx), ctx.viewer!, input));
  }

  @Authorized()
  @Mutation(() => LogSavedMealPayload, { description: 'Logs every item of a saved meal to a day in one step.' })
  async logSavedMeal(@Arg('input', () => LogSavedMealInput) input: LogSavedMealInput, @Ctx() ctx: Context) {
    return { foodLog: FoodLogView.of(await savedMeals.logSavedMeal(serviceDeps(ctx), ctx.viewer!, input)), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => SavedMealPayload)
  async saveMealFromFoodLog(@Arg('input', () => SaveMealFromFoodLogInput) input: SaveMealFromFoodLogInput, @Ctx() ctx: Context) {
    return payload(ctx, await savedMeals.saveMealFromFoodLog(serviceDeps(ctx), ctx.viewer!, input));
  }
}

const payload = (ctx: Context, meal: SavedMeal) => ({ savedMeal: new SavedMealView(meal), viewer: new Viewer(ctx.viewer!) });
