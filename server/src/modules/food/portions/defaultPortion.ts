import type { DatasetFood, FoodPortion } from '../dataset/foodDataset.types.js';
import { foodDisplayName } from '../foodDisplayName.js';
import { householdUnitName, portionItems, portionLabel } from './foodPortionUnits.js';
import { millilitresPerMeasure, standardUnitFor } from './standardUnits.js';

export interface DefaultPortion {
  quantity: number;
  unit: string;
  label: string;
  grams: number;
  energyKcal: number | null;
}

// Survey placeholders are weights for an unknown amount, not something a person would pick.
const PLACEHOLDER_MEASURE = /^(quantity not specified|guideline amount)/i;

// Survey lists often start with a bite-size piece, and SR28 with a cup of honey or oil: neither is a usual helping.
const TINY_MEASURE = /miniature|bite size|tiny|cube|\bbite\b/i;
const LARGEST_USUAL_HELPING_KCAL = 400;
// One cherry, one nut, one chip, one fl oz: real measures, but nobody logs them one at a time.
const SMALLEST_COUNTED_ITEM_GRAMS = 10;

/**
 * The portion offered first: a `medium` size when the list leads with a cup (SR28 bananas start
 * with `cup, mashed`), else a measure named after the food itself (one `breast` of chicken breast, one
 * `slice` of … sliced bread, one `egg`: how people count it, where the list may lead with a diced cup),
 * else the first real household measure that is neither bite-sized nor over
 * 400 kcal, else the first measure; with no measures, 100 g.
 */
export function defaultPortion(food: Pick<DatasetFood, 'name' | 'category' | 'portions' | 'nutrients'>): DefaultPortion {
  const energyPer100g = food.nutrients.energy_kcal;
  const energyFor = (grams: number) => (energyPer100g === undefined ? null : Math.round((energyPer100g * grams) / 100));
  const chosen = choosePortion(food.portions, energyPer100g ?? 0, food.name);
  if (!chosen) return { quantity: 100, unit: 'g', label: '100 g', grams: 100, energyKcal: energyFor(100) };
  return {
    quantity: portionItems(chosen).count,
    unit: unitNameFor(food.portions, chosen),
    label: portionLabel(chosen),
    grams: chosen.grams,
    energyKcal: energyFor(chosen.grams),
  };
}

const singular = (word: string) => word.replace(/(ies)$/, 'y').replace(/(?<!s)s$/, '');

function choosePortion(portions: readonly FoodPortion[], energyPer100g: number, name: string): FoodPortion | undefined {
  const candidates = portions.filter((portion) => !PLACEHOLDER_MEASURE.test(portion.unit));
  const first = candidates[0];
  const medium = candidates.find((portion) => portion.unit.toLowerCase() === 'medium');
  if (first && medium && millilitresPerMeasure(first.unit) !== undefined) return medium;
  const isUsualHelping = (portion: FoodPortion) => (energyPer100g * portion.grams) / 100 <= LARGEST_USUAL_HELPING_KCAL;
  const foodWords = new Set(
    (
      foodDisplayName(name)
        .toLowerCase()
        .match(/[a-z]+/g) ?? []
    ).map(singular),
  );
  const isCountedByName = (portion: FoodPortion) => portion.amount === 1 && foodWords.has(singular(portion.unit.toLowerCase()));
  const isTiny = (portion: FoodPortion) =>
    TINY_MEASURE.test(portionLabel(portion)) ||
    standardUnitFor(portion.unit) === 'fl oz' ||
    (portionItems(portion).gramsEach < SMALLEST_COUNTED_ITEM_GRAMS && millilitresPerMeasure(portion.unit) === undefined);
  return (
    candidates.find((portion) => isCountedByName(portion) && isUsualHelping(portion)) ??
    candidates.find((portion) => isUsualHelping(portion) && !isTiny(portion)) ??
    candidates.find(isUsualHelping) ??
    first
  );
}

function unitNameFor(portions: readonly FoodPortion[], portion: FoodPortion): string {
  const standard = portion.modifier ? undefined : standardUnitFor(portion.unit);
  return standard ?? householdUnitName(portions, portion);
}
