import { Arg, Args, Authorized, Ctx, Field, Float, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { Viewer } from '../users/viewer.type.js';
import { CreateCustomFoodInput, DeleteCustomFoodInput, UpdateCustomFoodInput } from './customFood.input.js';
import { createCustomFood, deleteCustomFood, updateCustomFood } from './customFood.service.js';
import { customAsCatalogFood, findFood, portionOf, searchFoods } from './food.service.js';
import { FoodView, nutritionFacts, PortionNutrition } from './food.type.js';
import { parseFoodId } from './foodIds.js';
import { limitAnonymousCatalogUse } from './searchThrottle.js';

const FoodConnection = connectionType(FoodView, 'Food');
const SEARCH_PAGE_SIZE = 20;

registerNodeType(
  'Food',
  async (ctx, id) => {
    await limitAnonymousCatalogUse(ctx);
    return findFood(serviceDeps(ctx), ctx.viewer, id).then(
      (food) => new FoodView(food),
      () => null,
    );
  },
  (id) => {
    try {
      parseFoodId(id);
      return true;
    } catch {
      return false;
    }
  },
);

@ObjectType()
class CustomFoodPayload {
  @Field(() => FoodView) food!: FoodView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class DeleteCustomFoodPayload {
  @Field(() => ID) deletedFoodId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

@Resolver()
export class FoodResolver {
  @Query(() => FoodConnection, {
    description: "Food database search (USDA), with the viewer's own foods included and their recent foods ranked higher. Not an AI query.",
  })
  async foods(@Arg('query', () => String) query: string, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, SEARCH_PAGE_SIZE);
    await limitAnonymousCatalogUse(ctx);
    const { foods, total } = await searchFoods(serviceDeps(ctx), ctx.viewer, query.slice(0, 200), window);
    return toConnection(
      foods.map((food) => new FoodView(food)),
      total,
      window,
    );
  }

  @Query(() => FoodView, { nullable: true })
  async food(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<FoodView> {
    await limitAnonymousCatalogUse(ctx);
    return new FoodView(await findFood(serviceDeps(ctx), ctx.viewer, id, { field: 'id' }));
  }

  @Query(() => PortionNutrition, { description: 'Every nutrient in a quantity of a food, in any of its units.' })
  async foodNutrition(
    @Arg('foodId', () => ID) foodId: string,
    @Arg('quantity', () => Float) quantity: number,
    @Arg('unit', () => String) unit: string,
    @Ctx() ctx: Context,
  ): Promise<PortionNutrition> {
    await limitAnonymousCatalogUse(ctx);
    const food = await findFood(serviceDeps(ctx), ctx.viewer, foodId);
    const { grams, nutrients } = portionOf(food, { quantity, unit });
    return { ...nutritionFacts(nutrients), food: new FoodView(food), quantity, unit, grams };
  }

  @Authorized()
  @Mutation(() => CustomFoodPayload)
  async createCustomFood(@Arg('input', () => CreateCustomFoodInput) input: CreateCustomFoodInput, @Ctx() ctx: Context) {
    const food = await createCustomFood(serviceDeps(ctx), ctx.viewer!, input.food);
    return { food: new FoodView(customAsCatalogFood(food)), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => CustomFoodPayload)
  async updateCustomFood(@Arg('input', () => UpdateCustomFoodInput) input: UpdateCustomFoodInput, @Ctx() ctx: Context) {
    const food = await updateCustomFood(serviceDeps(ctx), ctx.viewer!, input);
    return { food: new FoodView(customAsCatalogFood(food)), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => DeleteCustomFoodPayload)
  async deleteCustomFood(@Arg('input', () => DeleteCustomFoodInput) input: DeleteCustomFoodInput, @Ctx() ctx: Context) {
    await deleteCustomFood(serviceDeps(ctx), ctx.viewer!, input.foodId);
    const ref = parseFoodId(input.foodId);
    return { deletedFoodId: toGlobalId('Food', ref.kind === 'custom' ? `custom:${ref.customFoodId}` : ref.id), viewer: new Viewer(ctx.viewer!) };
  }
}
