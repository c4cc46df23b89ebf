export interface Macros {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export const ZERO_MACROS: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0 };

/** A portion's macros from the food's values per 100 g. */
export function macrosForGrams(per100g: Macros, grams: number): Macros {
  const factor = grams / 100;
  return {
    calories: per100g.calories * factor,
    protein: per100g.protein * factor,
    carbs: per100g.carbs * factor,
    fat: per100g.fat * factor,
  };
}

export function addMacros(a: Macros, b: Macros, sign: 1 | -1 = 1): Macros {
  return {
    calories: Math.max(0, a.calories + sign * b.calories),
    protein: Math.max(0, a.protein + sign * b.protein),
    carbs: Math.max(0, a.carbs + sign * b.carbs),
    fat: Math.max(0, a.fat + sign * b.fat),
  };
}

export const formatKcal = (calories: number): string => `${Math.round(calories).toLocaleString('en-US')} kcal`;

/** Grams with one decimal below 10 g, whole grams above. */
export function formatGrams(grams: number): string {
  const rounded = grams < 10 ? Math.round(grams * 10) / 10 : Math.round(grams);
  return `${rounded.toLocaleString('en-US')} g`;
}

export function formatQuantity(quantity: number, unit: string): string {
  const rounded = Math.round(quantity * 100) / 100;
  return `${rounded.toLocaleString('en-US')} ${unit}`;
}

/**
 * A meal's totals as the sum of the whole numbers shown on its items, so the figure on the meal always equals what
 * the reader adds up (rounding the exact total can differ from that by a unit or two).
 */
export function sumOfShownFigures(items: ReadonlyArray<{ nutrition: Macros }>): Macros {
  return items.reduce<Macros>(
    (sum, { nutrition }) => ({
      calories: sum.calories + Math.round(nutrition.calories),
      protein: sum.protein + Math.round(nutrition.protein),
      carbs: sum.carbs + Math.round(nutrition.carbs),
      fat: sum.fat + Math.round(nutrition.fat),
    }),
    ZERO_MACROS,
  );
}
