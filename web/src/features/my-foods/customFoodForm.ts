import type { CustomFoodFields } from '../../__generated__/useCustomFoodMutationsCreateMutation.graphql';

export interface CustomFoodForm {
  name: string;
  brand: string;
  servingSize: string;
  servingUnit: string;
  servingGrams: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
}

export type CustomFoodErrors = Partial<Record<keyof CustomFoodForm, string>>;

export const EMPTY_CUSTOM_FOOD: CustomFoodForm = {
  name: '',
  brand: '',
  servingSize: '1',
  servingUnit: 'serving',
  servingGrams: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
};

export const SERVING_UNITS = ['serving', 'g', 'ml', 'oz', 'cup', 'tbsp', 'tsp', 'piece', 'slice', 'bar', 'bottle', 'can'];

/** Units whose weight the server knows; any other unit needs the grams of one serving. */
const UNITS_WITH_WEIGHT = new Set(['g', 'oz', 'lb', 'kg', 'ml']);

export const needsServingGrams = (unit: string): boolean => !UNITS_WITH_WEIGHT.has(unit.trim().toLowerCase());

function number(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Checks the form and turns it into the API's fields (per serving). */
export function validateCustomFood(form: CustomFoodForm): { fields: CustomFoodFields | null; errors: CustomFoodErrors } {
  const errors: CustomFoodErrors = {};
  if (!form.name.trim()) errors.name = 'Give the food a name.';
  const servingSize = number(form.servingSize);
  if (servingSize === null || !(servingSize > 0)) errors.servingSize = 'Enter a serving size above 0.';
  if (!form.servingUnit.trim()) errors.servingUnit = 'Choose a unit.';
  const servingGrams = number(form.servingGrams);
  if (needsServingGrams(form.servingUnit) && (servingGrams === null || !(servingGrams > 0))) {
    errors.servingGrams = 'Enter the weight of one serving in grams.';
  } else if (servingGrams !== null && !(servingGrams > 0)) errors.servingGrams = 'Enter a weight above 0.';
  const calories = number(form.calories);
  if (calories === null || !(calories >= 0) || calories > 10000) errors.calories = 'Enter the calories per serving (0–10,000).';
  const macro = (key: 'protein' | 'carbs' | 'fat', label: string) => {
    const value = number(form[key]);
    if (value !== null && !(value >= 0 && value <= 1000)) errors[key] = `${label} must be between 0 and 1,000 g.`;
    return value;
  };
  const protein = macro('protein', 'Protein');
  const carbs = macro('carbs', 'Carbs');
  const fat = macro('fat', 'Fat');
  if (Object.keys(errors).length > 0) return { fields: null, errors };
  return {
    fields: {
      name: form.name.trim(),
      brand: form.brand.trim() || null,
      servingSize: servingSize!,
      servingUnit: form.servingUnit.trim(),
      servingGrams: needsServingGrams(form.servingUnit) ? servingGrams : null,
      calories: calories!,
      protein,
      carbs,
      fat,
    },
    errors,
  };
}
