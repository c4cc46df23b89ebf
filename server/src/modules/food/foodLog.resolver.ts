import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { Viewer } from '../users/viewer.type.js';
import { CustomFood } from './customFood.entity.js';
import { customAsCatalogFood, recentFoods } from './food.service.js';
import { FoodView, nutritionFacts } from './food.type.js';
import { FoodLog, FoodLogItem } from './foodLog.entity.js';
import { FoodLogRefInput, LogFoodInput, QuickAddFoodInput, RemoveFoodLogItemInput, SaveFoodLogInput, UpdateFoodLogItemInput } from './foodLog.input.js';
import * as foodLogs from './foodLog.service.js';
import { CombinedNutrition, FoodLogConnection, FoodLogItemView, FoodLogView, FoodSummary } from './foodLog.type.js';
import { foodSummary } from './foodSummary.service.js';
import { addNutrients, sumNutrients } from './nutrition.js';

const LOGS_PAGE_SIZE = 10;

registerNodeType('FoodLog', async (ctx, id) => {
  const log = ctx.viewerRecord ? await ctx.em.findOne(FoodLog, { id, user: ctx.viewerRecord.id }, { populate: ['items'] }) : null;
  return log && FoodLogView.of(log);
});
registerNodeType('FoodLogItem', async (ctx, id) => {
  const item = ctx.viewerRecord ? await ctx.em.findOne(FoodLogItem, { id, foodLog: { user: ctx.viewerRecord.id } }) : null;
  return item && new FoodLogItemView(item);
});

@ObjectType()
class FoodLogItemPayload {
  @Field(() => FoodLogItemView) item!: FoodLogItemView;
  @Field(() => FoodLogView, { description: 'The day the item is now on.' }) foodLog!: FoodLogView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class RemoveFoodLogItemPayload {
  @Field(() => ID) removedItemId!: string;
  @Field(() => FoodLogView) foodLog!: FoodLogView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class SaveFoodLogPayload {
  @Field(() => FoodLogView) foodLog!: FoodLogView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class DeleteFoodLogPayload {
  @Field(() => ID) deletedLogId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

@Resolver(() => Viewer)
export class FoodLogViewerResolver {
  @FieldResolver(() => FoodLogView, { nullable: true, description: 'The log of one day (by date or id); null when nothing is logged.' })
  async foodLog(
    @Root() viewer: Viewer,
    @Arg('date', () => LocalDateResolver, { nullable: true }) date: string | null,
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Ctx() ctx: Context,
  ): Promise<FoodLogView | null> {
    if (date) {
      const day = await foodLogs.readFoodLogDay(serviceDeps(ctx), viewer.record, date);
      return day && new FoodLogView(day);
    }
    const log = await foodLogs.findLog(serviceDeps(ctx), viewer.record, { date, logId: id });
    return log && FoodLogView.of(log);
  }

  @FieldResolver(() => FoodLogConnection, { description: 'Days with a log, newest first.' })
  async foodLogs(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, LOGS_PAGE_SIZE);
    const [logs, total] = await ctx.em.findAndCount(
      FoodLog,
      { user: viewer.record.id },
      { populate: ['items'], orderBy: { date: 'desc' }, offset: window.offset, limit: window.limit },
    );
    return toConnection(
      logs.map((log) => FoodLogView.of(log)),
      total,
      window,
    );
  }

  @FieldResolver(() => FoodSummary, { description: 'Per-day totals, averages and targets over the last `days` days (default 30).' })
  async foodSummary(@Root() viewer: Viewer, @Arg('days', () => Int, { defaultValue: 30 }) days: number, @Ctx() ctx: Context) {
    return foodSummary(serviceDeps(ctx), viewer.record, { days });
  }

  @FieldResolver(() => [FoodView], { description: 'Foods the viewer logged most recently, newest first (at most 30).' })
  async recentFoods(@Root() viewer: Viewer, @Arg('first', () => Int, { defaultValue: 10 }) first: number, @Ctx() ctx: Context) {
    const foods = await recentFoods(serviceDeps(ctx), viewer.record, Math.min(Math.max(first, 1), 30));
    return foods.map((food) => new FoodView(food));
  }

  @FieldResolver(() => [FoodView], { description: "The viewer's own foods, newest first." })
  async customFoods(@Root() viewer: Viewer, @Ctx() ctx: Context): Promise<FoodView[]> {
    const foods = await ctx.em.find(CustomFood, { user: viewer.record.id }, { orderBy: { createdAt: 'desc' }, limit: 500 });
    return foods.map((food) => new FoodView(customAsCatalogFood(food)));
  }
}

@Resolver(() => FoodLogView)
export class FoodLogFieldsResolver {
  @FieldResolver(() => CombinedNutrition, { description: "The day's totals with that day's supplements added." })
  async combinedNutrition(@Root() view: FoodLogView, @Ctx() ctx: Context): Promise<CombinedNutrition> {
    const food = sumNutrients(view.log.items.map((item) => item.nutrients));
    const supplements = await ctx.loaders.supplementTotals.load({ userId: view.log.userId, date: view.log.date });
    return { food: nutritionFacts(food), supplements: nutritionFacts(supplements), total: nutritionFacts(addNutrients(food, supplements)) };
  }
}

@Resolver()
export class FoodLogResolver {
  @Authorized()
  @Mutation(() => FoodLogItemPayload, { description: 'Logs a portion of a food to a meal of a day.' })
  async logFood(@Arg('input', () => LogFoodInput) input: LogFoodInput, @Ctx() ctx: Context) {
    return itemPayload(ctx, await foodLogs.logFood(serviceDeps(ctx), ctx.viewer!, input));
  }

  @Authorized()
  @Mutation(() => FoodLogItemPayload, { description: 'Logs calories (and optionally macros) without a food.' })
  async quickAddFood(@Arg('input', () => QuickAddFoodInput) input: QuickAddFoodInput, @Ctx() ctx: Context) {
    return itemPayload(ctx, await foodLogs.quickAddFood(serviceDeps(ctx), ctx.viewer!, input));
  }

  @Authorized()
  @Mutation(() => FoodLogItemPayload, { description: 'Edits the amount of an item or moves it to another meal or day.' })
  async updateFoodLogItem(@Arg('input', () => UpdateFoodLogItemInput) input: UpdateFoodLogItemInput, @Ctx() ctx: Context) {
    return itemPayload(ctx, await foodLogs.updateFoodLogItem(serviceDeps(ctx), ctx.viewer!, input));
  }

  @Authorized()
  @Mutation(() => RemoveFoodLogItemPayload)
  async removeFoodLogItem(@Arg('input', () => RemoveFoodLogItemInput) input: RemoveFoodLogItemInput, @Ctx() ctx: Context) {
    const log = await foodLogs.removeFoodLogItem(serviceDeps(ctx), ctx.viewer!, input.itemId);
    return { removedItemId: input.itemId, foodLog: FoodLogView.of(log), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => SaveFoodLogPayload, { description: "Adds meals' items to a day, or replaces the day's items." })
  async saveFoodLog(@Arg('input', () => SaveFoodLogInput) input: SaveFoodLogInput, @Ctx() ctx: Context) {
    const log = await foodLogs.saveFoodLog(serviceDeps(ctx), ctx.viewer!, input);
    return { foodLog: FoodLogView.of(log), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => DeleteFoodLogPayload)
  async deleteFoodLog(@Arg('input', () => FoodLogRefInput) input: FoodLogRefInput, @Ctx() ctx: Context) {
    const id = await foodLogs.deleteFoodLog(serviceDeps(ctx), ctx.viewer!, input);
    return { deletedLogId: toGlobalId('FoodLog', id), viewer: new Viewer(ctx.viewer!) };
  }
}

async function itemPayload(ctx: Context, item: FoodLogItem) {
  await ctx.em.populate(item.foodLog, ['items']);
  return { item: new FoodLogItemView(item), foodLog: FoodLogView.of(item.foodLog), viewer: new Viewer(ctx.viewer!) };
}
