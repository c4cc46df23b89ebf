import type { DatasetFood, FoodPortion } from '../dataset/foodDataset.types.js';
import { MASS_UNIT_GRAMS, VOLUME_UNIT_ML, millilitresPerMeasure, normalizeUnitText, standardUnitFor } from './standardUnits.js';

export type PortionFood = Pick<DatasetFood, 'name' | 'category' | 'portions'>;

export interface PortionUnit {
  /** What a client sends back as `unit`: `g`, `cup`, `medium`, `cup, sliced`. */
  unit: string;
  label: string;
  gramsPerUnit: number;
  kind: 'mass' | 'volume' | 'household';
}

export interface PortionAmount {
  quantity: number;
  unit: string;
}

export class UnknownPortionUnitError extends Error {
  readonly code = 'UNKNOWN_PORTION_UNIT';
  constructor(
    readonly unit: string,
    readonly validUnits: readonly string[],
  ) {
    super(`Unknown unit "${unit}". Valid units: ${validUnits.join(', ')}`);
    this.name = 'UnknownPortionUnitError';
  }
}

// Without a measured volume portion we only trust a density for drinks, which are close to water.
const BEVERAGE_CATEGORY = /beverage|juice|milk|water|soft drink|coffee|tea|beer|wine|liquor|cocktail|drink|smoothie/i;
const BEVERAGE_DENSITY_G_PER_ML = 1;

/**
 * How many of which unit a USDA portion holds. A length is part of the unit: "6 inch sub" (stored as 6 × "inch sub")
 * is one sub six inches long, not six of something, so its unit is "6 inch sub".
 */
export function portionItems(portion: FoodPortion): { count: number; unit: string; gramsEach: number } {
  if (/^inch\b/i.test(portion.unit)) return { count: 1, unit: `${portion.amount} ${portion.unit}`, gramsEach: portion.grams };
  return { count: portion.amount, unit: portion.unit, gramsEach: portion.grams / portion.amount };
}

export function portionUnitKey(portion: FoodPortion): string {
  const { unit } = portionItems(portion);
  return portion.modifier ? `${unit}, ${portion.modifier}` : unit;
}

export function portionLabel(portion: FoodPortion): string {
  return `${portion.amount} ${portion.unit}${portion.modifier ? ` (${portion.modifier})` : ''}`;
}

/** Every unit a quantity of this food can be given in: mass, volume (when a density is known), then its household measures. */
export function listPortionUnits(food: PortionFood): PortionUnit[] {
  const units: PortionUnit[] = Object.entries(MASS_UNIT_GRAMS).map(([unit, grams]) => ({ unit, label: unit, gramsPerUnit: grams, kind: 'mass' }));
  const density = densityOf(food);
  if (density !== undefined) {
    for (const [unit, ml] of Object.entries(VOLUME_UNIT_ML)) {
      units.push({ unit, label: unit, gramsPerUnit: exactHouseholdGrams(food, unit) ?? ml * density, kind: 'volume' });
    }
  }
  const seen = new Set(units.map((unit) => unit.unit));
  for (const portion of food.portions) {
    const unit = householdUnitName(food.portions, portion);
    if (seen.has(unit) || (standardUnitFor(unit) && !portion.modifier)) continue;
    seen.add(unit);
    units.push({ unit, label: portionLabel(portion), gramsPerUnit: portionItems(portion).gramsEach, kind: 'household' });
  }
  return units;
}

/** The bare unit (`medium`) when no other portion shares it, else unit and detail (`cup, sliced`). */
export function householdUnitName(portions: readonly FoodPortion[], portion: FoodPortion): string {
  const { unit } = portionItems(portion);
  const sharesUnit = portions.some((other) => other !== portion && portionItems(other).unit.toLowerCase() === unit.toLowerCase());
  return sharesUnit ? portionUnitKey(portion) : unit;
}

/** A household measure that is exactly a standard unit (`1 cup` of milk = 244 g) beats a derived density. */
function exactHouseholdGrams(food: PortionFood, unit: string): number | undefined {
  const portion = food.portions.find((candidate) => !candidate.modifier && standardUnitFor(candidate.unit) === unit);
  return portion ? portionItems(portion).gramsEach : undefined;
}

/** Grams per millilitre, from the food's plainest volume portion, or water's for drinks. */
export function densityOf(food: PortionFood): number | undefined {
  const volumePortions = food.portions.filter((portion) => millilitresPerMeasure(portion.unit) !== undefined);
  const plainest = volumePortions.find((portion) => !portion.modifier) ?? volumePortions[0];
  if (plainest) return plainest.grams / (plainest.amount * (millilitresPerMeasure(plainest.unit) ?? 1));
  return BEVERAGE_CATEGORY.test(food.category) ? BEVERAGE_DENSITY_G_PER_ML : undefined;
}

/** Grams in `quantity` × `unit` of the food; throws UnknownPortionUnitError listing the valid units. */
export function portionToGrams(food: PortionFood, amount: PortionAmount): number {
  // Items logged (and exports written) before lengths became part of the unit say "6 × inch sub": still 6 inches.
  const perLength = food.portions.find((portion) => /^inch\b/i.test(portion.unit) && normalizeUnitText(portion.unit) === normalizeUnitText(amount.unit));
  if (perLength) return amount.quantity * (perLength.grams / perLength.amount);
  const units = listPortionUnits(food);
  const match = findPortionUnit(units, amount.unit);
  if (!match)
    throw new UnknownPortionUnitError(
      amount.unit,
      units.map((unit) => unit.unit),
    );
  return amount.quantity * match.gramsPerUnit;
}

/**
 * Forgiving match of what a person typed: exact unit ("12 inch sub" keeps its length), a standard alias (`tablespoons`), the unit
 * without a leading count or plural (`2 slices`), or the household measure containing all the
 * typed words with the fewest others (`chopped cup` → `cup, chopped or diced`).
 */
export function findPortionUnit(units: readonly PortionUnit[], typed: string): PortionUnit | undefined {
  const asTyped = normalizeUnitText(typed);
  const wanted = asTyped.replace(/^\d+(\.\d+)?\s+/, '');
  const standard = standardUnitFor(wanted);
  const exact =
    units.find((unit) => normalizeUnitText(unit.unit) === asTyped) ??
    units.find((unit) => normalizeUnitText(unit.unit) === wanted) ??
    (standard ? units.find((unit) => unit.unit === standard) : undefined);
  if (exact) return exact;
  const wantedWords = wordStems(wanted);
  if (wantedWords.length === 0) return undefined;
  let best: { unit: PortionUnit; extraWords: number } | undefined;
  for (const unit of units) {
    if (unit.kind !== 'household') continue;
    const words = wordStems(normalizeUnitText(`${unit.unit} ${unit.label}`));
    if (!wantedWords.every((word) => words.includes(word))) continue;
    const extraWords = new Set(words).size - wantedWords.length;
    if (!best || extraWords < best.extraWords) best = { unit, extraWords };
  }
  return best?.unit;
}

function wordStems(text: string): string[] {
  return text
    .split(' ')
    .filter((word) => word.length > 0 && !/^\d/.test(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}
