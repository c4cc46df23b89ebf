import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AiProviderError } from '../../ai/aiErrors.js';
import { recogniseMealPhoto } from '../../ai/mealPhotoVision.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { appError, badInput, ErrorCode } from '../../graphql/errors.js';
import { chooseModel } from '../analysis/aiModelChoice.js';
import { findFood } from '../food/food.service.js';
import type { FoodLogItem } from '../food/foodLog.entity.js';
import { checkDate, logSnapshotItems } from '../food/foodLog.service.js';
import { mealTypeForTime, MealType } from '../food/mealType.js';
import { scaleNutrients } from '../food/portions/scaleNutrients.js';
import { withUsage } from '../users/usageLimits.js';
import { Tier } from '../users/user.enums.js';
import { matchMealItems } from './mealText/matchMealItems.js';
import { readMealPhoto } from './photo/mealPhotoImage.js';

export const PHOTO_PRO_ONLY =
  'Photo food logging is available for Pro members only. Upgrade to Pro on the Upgrade page to log meals from a photo; until then, describe your meal in the chat and it will be logged.';
export const PHOTO_FAILED = 'Photo analysis failed. Please try again later.';
const VISION_MODELS = 'gpt-4o, gpt-4-turbo, gpt-4o-mini, gemini-1.5-pro or gemini-2.5-pro';

export interface RecognisedMealItem {
  foodId: string;
  name: string;
  grams: number;
  confidence: number;
  nutrients: Record<string, number>;
}

/**
 * Recognises a meal on a photo, NOT logging it: a vision model names the foods and estimates grams, the food
 * database gives every number. Pro only, with a vision-capable model whose provider is configured; one AI food query.
 */
export async function analyzeMealPhoto(
  deps: ServiceDeps,
  viewer: User,
  input: { photo: Promise<FileUpload>; message?: string | null; clientDate: string },
): Promise<RecognisedMealItem[]> {
  const user = viewer;
  checkDate(input.clientDate, 'clientDate');
  if (user.tier !== Tier.pro) throw appError(ErrorCode.PAYMENT_REQUIRED, PHOTO_PRO_ONLY);
  const model = chooseModel(deps.config.ai, user, null);
  if (!model.vision) {
    throw badInput(`Photo logging needs a vision-capable AI model: ${VISION_MODELS}. Your model is ${model.label}; choose another in your Profile.`, [
      { field: 'model', message: 'Not vision-capable' },
    ]);
  }
  const photo = await readMealPhoto(input.photo);
  return withUsage(deps.em, deps.config.ai, user, 'aiFoodQueries', async () => {
    let recognised;
    try {
      recognised = await recogniseMealPhoto(deps.config.ai, model, photo, input.message?.trim() ?? '');
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      deps.logger.warn({ err: error, kind: error.kind, model: model.id }, 'Photo analysis failed');
      throw appError(ErrorCode.AI_PROVIDER_ERROR, PHOTO_FAILED, { reason: error.kind });
    }
    const match = await matchMealItems(
      deps,
      viewer,
      recognised.map((item) => ({ text: item.food, food: item.food, quantity: item.grams, unit: 'g', size: null })),
    );
    return match.matched.map((item, index) => ({
      foodId: item.snapshot.foodId!,
      name: item.snapshot.name,
      grams: item.snapshot.grams ?? 0,
      confidence: recognised.find((candidate) => candidate.food === item.parsed.food)?.confidence ?? recognised[index]?.confidence ?? 0.5,
      nutrients: item.snapshot.nutrients as Record<string, number>,
    }));
  });
}

/** Logs a recognised (and possibly adjusted) meal: each food and grams re-read from the database, all in one transaction. */
export async function confirmMealPhoto(
  deps: ServiceDeps,
  viewer: User,
  input: { items: { foodId: string; grams: number }[]; mealType?: MealType | null; date?: string | null; clientDate: string; clientTime?: string | null },
): Promise<{ items: FoodLogItem[]; mealType: MealType; date: string }> {
  checkDate(input.clientDate, 'clientDate');
  const date = input.date ?? input.clientDate;
  checkDate(date);
  if (input.items.length === 0 || input.items.length > 30) throw badInput('Send 1 to 30 items to log.', [{ field: 'meal', message: 'No items' }]);
  const snapshots = [];
  for (const [index, entry] of input.items.entries()) {
    if (!(entry.grams > 0 && entry.grams <= 5000))
      throw badInput('Each item needs grams from 1 to 5000.', [{ field: `meal.items[${index}].grams`, message: 'Out of range' }]);
    const food = await findFood(deps, viewer, entry.foodId, { field: `meal.items[${index}].foodId`, asInput: true });
    snapshots.push({
      foodId: food.id,
      name: food.name,
      brand: food.brand ?? null,
      quantity: entry.grams,
      unit: 'g',
      grams: entry.grams,
      nutrients: scaleNutrients(food.nutrients, entry.grams),
    });
  }
  const mealType = input.mealType ?? (input.clientTime ? mealTypeForTime(input.clientTime) : null) ?? MealType.snack;
  const log = await logSnapshotItems(deps, viewer, { date, mealType, items: snapshots });
  const items = log.items
    .getItems()
    .sort((a, b) => a.position - b.position)
    .slice(-snapshots.length);
  return { items, mealType, date };
}
