import { NUTRIENT_DEFINITIONS } from '../../modules/food/dataset/nutrientDefinitions.js';
import { displayNameOf } from '../../modules/food/foodDisplayName.js';
import type { FoodContributionFact } from './findings.js';

/** A logged food portion's nutrient snapshot (see FoodLogItem). */
export interface LoggedItem {
  date: string;
  foodId: string | null;
  name: string;
  nutrients: Partial<Record<string, number>>;
}

export interface SupplementIntake {
  date: string;
  nutrients: Partial<Record<string, number>>;
}

export interface IntakeWindow {
  from: string;
  to: string;
  days: number;
  items: LoggedItem[];
  supplements: SupplementIntake[];
}

export interface IntakeSummary {
  loggedDates: string[];
  /** Food plus supplements per logged day. */
  averages: Record<string, number>;
  supplementAverages: Record<string, number>;
  coverage: Record<string, number>;
  /** Per nutrient: each food's amount over the whole window, largest first. */
  contributions: Map<string, FoodContributionFact[]>;
}

const UNITS = new Map<string, string>(NUTRIENT_DEFINITIONS.map((definition) => [definition.key, definition.unit]));

export function nutrientUnit(key: string): string {
  return UNITS.get(key) ?? '';
}

const foodKey = (item: LoggedItem) => item.foodId ?? `name:${item.name.toLowerCase()}`;

/**
 * Averages over the days with food logged: a day without logs is a day the user did not track, not a day they ate
 * nothing. Supplements count on those days only, for the same reason.
 */
export function summariseIntake(window: IntakeWindow): IntakeSummary {
  const loggedDates = [...new Set(window.items.map((item) => item.date))].sort();
  const logged = new Set(loggedDates);
  const foodTotals: Record<string, number> = {};
  const supplementTotals: Record<string, number> = {};
  const coveredEnergy: Record<string, number> = {};
  let totalEnergy = 0;
  const perFood = new Map<string, { foodId: string | null; name: string; amounts: Record<string, number> }>();

  for (const item of window.items) {
    const energy = item.nutrients.energy_kcal ?? 0;
    totalEnergy += energy;
    const food = perFood.get(foodKey(item)) ?? { foodId: item.foodId, name: item.name, amounts: {} };
    for (const [key, amount] of Object.entries(item.nutrients)) {
      if (amount === undefined) continue;
      foodTotals[key] = (foodTotals[key] ?? 0) + amount;
      coveredEnergy[key] = (coveredEnergy[key] ?? 0) + energy;
      food.amounts[key] = (food.amounts[key] ?? 0) + amount;
    }
    perFood.set(foodKey(item), food);
  }
  for (const supplement of window.supplements) {
    if (!logged.has(supplement.date)) continue;
    for (const [key, amount] of Object.entries(supplement.nutrients)) {
      if (amount !== undefined) supplementTotals[key] = (supplementTotals[key] ?? 0) + amount;
    }
  }

  const days = loggedDates.length || 1;
  const averages: Record<string, number> = {};
  const supplementAverages: Record<string, number> = {};
  const coverage: Record<string, number> = {};
  for (const key of new Set([...Object.keys(foodTotals), ...Object.keys(supplementTotals)])) {
    averages[key] = ((foodTotals[key] ?? 0) + (supplementTotals[key] ?? 0)) / days;
    supplementAverages[key] = (supplementTotals[key] ?? 0) / days;
    coverage[key] = totalEnergy > 0 ? Math.min(1, (coveredEnergy[key] ?? 0) / totalEnergy) : 0;
  }

  const contributions = new Map<string, FoodContributionFact[]>();
  for (const key of Object.keys(foodTotals)) {
    const total = foodTotals[key]!;
    const rows = [...perFood.values()]
      .filter((food) => (food.amounts[key] ?? 0) > 0)
      .map((food) => ({
        foodId: food.foodId,
        name: displayNameOf(food),
        amount: food.amounts[key]!,
        unit: nutrientUnit(key),
        sharePercent: total > 0 ? (food.amounts[key]! / total) * 100 : 0,
      }))
      .sort((a, b) => b.amount - a.amount);
    contributions.set(key, rows);
  }
  return { loggedDates, averages, supplementAverages, coverage, contributions };
}

export function topContributors(summary: IntakeSummary, key: string, count = 3): FoodContributionFact[] {
  return (summary.contributions.get(key) ?? []).slice(0, count).map((row) => ({
    ...row,
    amount: Math.round(row.amount * 100) / 100,
    sharePercent: Math.round(row.sharePercent),
  }));
}
