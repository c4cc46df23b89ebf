import { NUTRIENT_DEFINITIONS, type NutrientKey } from '../../food/dataset/nutrientDefinitions.js';
import type { NutrientValues } from '../../food/nutrition.js';
import type { MacroTargets } from '../../users/nutritionTargets.js';
import type { MatchedMealItem } from '../mealText/matchMealItems.js';
import type { MealType } from '../../food/mealType.js';

const DEFINITION = new Map(NUTRIENT_DEFINITIONS.map((definition) => [definition.key, definition]));
const MACROS: { key: NutrientKey; target: keyof MacroTargets; label: string; unit: string }[] = [
  { key: 'energy_kcal', target: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein_g', target: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs_g', target: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat_g', target: 'fat', label: 'Fat', unit: 'g' },
];

export function formatAmount(value: number, unit: string): string {
  const rounded = unit === 'kcal' || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${unit}`;
}

function nutrientLine(key: NutrientKey, values: NutrientValues): string {
  const definition = DEFINITION.get(key)!;
  const value = values[key];
  return value === undefined ? `${definition.label}: not known` : `${definition.label}: **${formatAmount(value, definition.unit)}**`;
}

export interface DayFacts {
  date: string;
  isToday: boolean;
  totals: NutrientValues;
  itemCount: number;
  targets: MacroTargets;
}

const dayName = (facts: DayFacts) => (facts.isToday ? 'today' : `on ${facts.date}`);

/** "How much protein have I had today?": the day's logged amounts against the targets, from the food log. */
export function intakeAnswer(facts: DayFacts, asked: NutrientKey[]): string {
  if (facts.itemCount === 0) return `You haven't logged any food ${dayName(facts)} yet. Tell me what you ate and I'll log it.`;
  const keys = asked.length ? asked : MACROS.map((macro) => macro.key);
  const lines = keys.map((key) => {
    const macro = MACROS.find((candidate) => candidate.key === key);
    if (!macro) return `- ${nutrientLine(key, facts.totals)}`;
    const eaten = facts.totals[key] ?? 0;
    const target = facts.targets[macro.target];
    return `- ${macro.label}: **${formatAmount(eaten, macro.unit)}** of your ${formatAmount(target, macro.unit)} target (${Math.round((eaten / target) * 100)} %)`;
  });
  return `From the ${facts.itemCount} item${facts.itemCount === 1 ? '' : 's'} in your food log ${dayName(facts)}:\n${lines.join('\n')}`;
}

/** "What's left for dinner?": targets minus what is logged, per macro. */
export function remainingAnswer(facts: DayFacts, meal: MealType | null): string {
  const lines = MACROS.map((macro) => {
    const left = facts.targets[macro.target] - (facts.totals[macro.key] ?? 0);
    return left >= 0
      ? `- ${macro.label}: **${formatAmount(left, macro.unit)}** left of ${formatAmount(facts.targets[macro.target], macro.unit)}`
      : `- ${macro.label}: **${formatAmount(-left, macro.unit)} over** your ${formatAmount(facts.targets[macro.target], macro.unit)} target`;
  });
  const forMeal = meal ? ` for ${meal}` : '';
  return `Here's what you have left${forMeal} ${dayName(facts)}, from your targets and your food log:\n${lines.join('\n')}\n\nAsk me for meal suggestions and I'll find recipes that fit.`;
}

/** "How much vitamin C is in an orange?": the nutrients of the matched portion, with the per-100 g figure. */
export function foodFactAnswer(item: MatchedMealItem, asked: NutrientKey[], per100g: NutrientValues): string {
  const { snapshot } = item;
  const keys = asked.length ? asked : (['energy_kcal', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g'] as NutrientKey[]);
  const portion = `${snapshot.quantity} ${snapshot.unit}${snapshot.unit === 'g' ? '' : ` (${Math.round(snapshot.grams ?? 0)} g)`}`;
  const lines = keys.map((key) => {
    const definition = DEFINITION.get(key)!;
    const inPortion = snapshot.nutrients[key];
    const inHundred = per100g[key];
    if (inPortion === undefined || inHundred === undefined) return `- ${definition.label}: not measured for this food`;
    return `- ${definition.label}: **${formatAmount(inPortion, definition.unit)}** (${formatAmount(inHundred, definition.unit)} per 100 g)`;
  });
  return `**${snapshot.name}**, ${portion}:\n${lines.join('\n')}\n\nSource: USDA FoodData Central.`;
}

export function comparisonAnswer(foods: { name: string; per100g: NutrientValues }[], asked: NutrientKey[]): string {
  const keys = asked.length ? asked : (['energy_kcal', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g'] as NutrientKey[]);
  const blocks = foods.map((food) => `**${food.name}** (per 100 g):\n${keys.map((key) => `- ${nutrientLine(key, food.per100g)}`).join('\n')}`);
  return `${blocks.join('\n\n')}\n\nSource: USDA FoodData Central.`;
}
