import { badInput, notFound } from '../../graphql/errors.js';
import { recipeDetails } from '../assistant/assistantRecipe.service.js';
import { addNutrients, type NutrientValues } from '../food/nutrition.js';
import { nutritionFacts } from '../food/food.type.js';
import { checkDate } from '../food/foodLog.service.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import type { User } from '../users/user.entity.js';
import type { MilestoneKind, SharedDaySnapshot, SharedMilestoneSnapshot, SharedRecipeSnapshot, SharedSnapshot } from './social.entity.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { loadSocialStats } from './socialProgress.service.js';

/** What a post may share besides a meal. Lab values are deliberately not a choice: they are never shareable. */
export interface ShareChoice {
  day?: { date: string } | null;
  recipe?: { name: string; modifications?: string[] | null } | null;
  milestone?: { kind: MilestoneKind } | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function snapshotDay({ em }: Pick<ServiceDeps, 'em'>, viewer: User, date: string): Promise<SharedDaySnapshot> {
  checkDate(date, 'day.date');
  const rows = await em.execute<{ nutrients: NutrientValues }[]>(
    `select item.nutrients from food_logs log join food_log_items item on item.food_log_id = log.id where log.user_id = ? and log.date = ?`,
    [viewer.id, date],
  );
  if (!rows.length) throw notFound('Logged day');
  const facts = nutritionFacts(rows.reduce<NutrientValues>((total, row) => addNutrients(total, row.nutrients), {}));
  const targets = nutritionTargets(targetProfileOf(viewer));
  return {
    kind: 'day',
    date,
    calories: facts.calories,
    proteinG: facts.protein,
    carbsG: facts.carbs,
    fatG: facts.fat,
    targetCalories: targets.calories,
    targetProteinG: targets.protein,
    targetCarbsG: targets.carbs,
    targetFatG: targets.fat,
  };
}

function snapshotRecipe({ foodCatalog }: Pick<ServiceDeps, 'foodCatalog'>, choice: { name: string; modifications?: string[] | null }): SharedRecipeSnapshot {
  if (!choice.name.trim()) throw badInput('Choose a recipe to share.', [{ field: 'recipe.name', message: 'Required' }]);
  const recipe = recipeDetails({ foodCatalog }, { mealName: choice.name, previousModifications: choice.modifications ?? [] });
  const facts = nutritionFacts(recipe.perServing);
  return {
    kind: 'recipe',
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    ingredients: recipe.ingredients.map((ingredient) => ingredient.label),
    modifications: recipe.modifications,
    calories: facts.calories,
    proteinG: round1(facts.protein),
    carbsG: round1(facts.carbs),
    fatG: round1(facts.fat),
  };
}

async function snapshotMilestone({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, viewer: User, kind: MilestoneKind): Promise<SharedMilestoneSnapshot> {
  const stats = (await loadSocialStats({ em, clock }, [viewer.id])).get(viewer.id);
  if (kind === 'logging_streak') {
    if (!stats?.loggingStreak) throw badInput('Log food today to start a streak you can share.', [{ field: 'milestone.kind', message: 'No streak' }]);
    return { kind: 'milestone', milestone: kind, value: stats.loggingStreak, outOf: null };
  }
  const progress = stats?.progress;
  if (!progress) {
    throw badInput('Turn on "Show my progress" in your social privacy settings to share progress.', [{ field: 'milestone.kind', message: 'Progress is off' }]);
  }
  if (kind === 'days_on_target') return { kind: 'milestone', milestone: kind, value: progress.daysOnTarget, outOf: progress.outOfDays };
  if (progress.weightChangeKg === null) {
    throw badInput('Add your weight in your profile to share a weight change.', [{ field: 'milestone.kind', message: 'No weight' }]);
  }
  return { kind: 'milestone', milestone: kind, value: progress.weightChangeKg, outOf: null };
}

/** The snapshot taken at share time for a day, recipe or milestone; null when the post shares none of them. */
export async function snapshotShare(
  deps: Pick<ServiceDeps, 'em' | 'clock' | 'foodCatalog'>,
  viewer: User,
  choice: ShareChoice,
): Promise<SharedSnapshot | null> {
  if (choice.day) return snapshotDay(deps, viewer, choice.day.date);
  if (choice.recipe) return snapshotRecipe(deps, choice.recipe);
  if (choice.milestone) return snapshotMilestone(deps, viewer, choice.milestone.kind);
  return null;
}
