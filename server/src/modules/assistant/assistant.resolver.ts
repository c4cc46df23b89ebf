import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/connection.js';
import { registerNodeType } from '../../graphql/node.js';
import { AssistantMessage } from './assistantMessage.entity.js';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { FoodLogItemView, MealView } from '../food/foodLog.type.js';
import { Viewer } from '../users/viewer.type.js';
import { AnalyzeMealPhotoInput, ConfirmMealPhotoInput, LogAssistantRecipeInput, RecipeDetailsInput, SendAssistantMessageInput } from './assistant.input.js';
import { analyzeMealPhoto, confirmMealPhoto } from './assistantPhoto.service.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { nutritionFacts } from '../food/food.type.js';
import { sumNutrients } from '../food/nutrition.js';
import {
  AnalyzeMealPhotoPayload,
  AssistantMessageConnection,
  AssistantMessageView,
  LogAssistantRecipePayload,
  MealSuggestionView,
  RecipeDetailsPayload,
  RecipeView,
  SendAssistantMessagePayload,
} from './assistant.type.js';
import { listConversation, sendAssistantMessage } from './assistantChat.service.js';
import { logAssistantRecipe, recipeDetails } from './assistantRecipe.service.js';

const PAGE_SIZE = 30;

registerNodeType('AssistantMessage', async (ctx, id) => {
  const message = ctx.viewerRecord ? await ctx.em.findOne(AssistantMessage, { id, user: ctx.viewerRecord.id }) : null;
  return message && new AssistantMessageView(message);
});

@Resolver()
export class AssistantResolver {
  @Authorized()
  @Mutation(() => SendAssistantMessagePayload, {
    description: 'One chat message to the assistant (one assistant message; logging food also uses one AI food query).',
  })
  async sendAssistantMessage(
    @Arg('input', () => SendAssistantMessageInput) input: SendAssistantMessageInput,
    @Ctx() ctx: Context,
  ): Promise<SendAssistantMessagePayload> {
    const reply = await sendAssistantMessage(serviceDeps(ctx), ctx.viewer!, input);
    const views = reply.loggedItems.map((item) => new FoodLogItemView(item));
    return {
      response: reply.response,
      loggedFood: views,
      meal: reply.mealType && views.length ? new MealView(reply.mealType, views) : null,
      mealType: reply.mealType,
      date: reply.date,
      mealSuggestions: reply.suggestions.map((suggestion) => new MealSuggestionView(suggestion)),
      audio: reply.audio,
      message: new AssistantMessageView(reply.message),
      viewer: new Viewer(ctx.viewer!),
    };
  }

  @Authorized()
  @Query(() => RecipeDetailsPayload, { description: "A suggested meal's recipe, optionally modified, with nutrition computed from its ingredients." })
  recipeDetails(@Arg('input', () => RecipeDetailsInput) input: RecipeDetailsInput, @Ctx() ctx: Context): RecipeDetailsPayload {
    return { recipe: new RecipeView(recipeDetails(serviceDeps(ctx), input)) };
  }

  @Authorized()
  @Mutation(() => LogAssistantRecipePayload, { description: 'Logs one serving of a suggested (and possibly modified) recipe.' })
  async logAssistantRecipe(
    @Arg('input', () => LogAssistantRecipeInput) input: LogAssistantRecipeInput,
    @Ctx() ctx: Context,
  ): Promise<LogAssistantRecipePayload> {
    const result = await logAssistantRecipe(serviceDeps(ctx), ctx.viewer!, input);
    return { loggedFood: result.items.map((item) => new FoodLogItemView(item)), mealType: result.mealType, date: result.date, viewer: new Viewer(ctx.viewer!) };
  }
}

@Resolver()
export class AssistantPhotoResolver {
  @Authorized()
  @Mutation(() => AnalyzeMealPhotoPayload, { description: 'Recognises the meal on a photo (Pro, vision model); nothing is logged until confirmMealPhoto.' })
  async analyzeMealPhoto(@Arg('input', () => AnalyzeMealPhotoInput) input: AnalyzeMealPhotoInput, @Ctx() ctx: Context): Promise<AnalyzeMealPhotoPayload> {
    const items = await analyzeMealPhoto(serviceDeps(ctx), ctx.viewer!, input);
    return {
      items: items.map((item) => ({ ...item, foodId: toGlobalId('Food', item.foodId), nutrition: nutritionFacts(item.nutrients) })),
      totals: nutritionFacts(sumNutrients(items.map((item) => item.nutrients))),
      viewer: new Viewer(ctx.viewer!),
    };
  }

  @Authorized()
  @Mutation(() => LogAssistantRecipePayload, { description: 'Logs a recognised meal (as adjusted) in one transaction.' })
  async confirmMealPhoto(@Arg('input', () => ConfirmMealPhotoInput) input: ConfirmMealPhotoInput, @Ctx() ctx: Context): Promise<LogAssistantRecipePayload> {
    const result = await confirmMealPhoto(serviceDeps(ctx), ctx.viewer!, input);
    return { loggedFood: result.items.map((item) => new FoodLogItemView(item)), mealType: result.mealType, date: result.date, viewer: new Viewer(ctx.viewer!) };
  }
}

@Resolver(() => Viewer)
export class AssistantViewerResolver {
  @FieldResolver(() => AssistantMessageConnection, { description: 'The conversation with the assistant, newest first.' })
  async assistantConversation(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [messages, total] = await listConversation(serviceDeps(ctx), viewer.user, window);
    return toConnection(
      messages.map((message) => new AssistantMessageView(message)),
      total,
      window,
    );
  }
}
