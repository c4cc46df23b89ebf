export interface QuickAddForm {
  name: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
}

export const EMPTY_QUICK_ADD: QuickAddForm = { name: '', calories: '', protein: '', carbs: '', fat: '' };

export type QuickAddErrors = Partial<Record<keyof QuickAddForm, string>>;

export interface QuickAddValues {
  name: string | null;
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

/** A single entry above this is almost certainly a typo (an extra zero). */
export const MAX_QUICK_ADD_CALORIES = 10000;
const MAX_MACRO_GRAMS = 1000;

function optionalGrams(text: string, label: string, errors: QuickAddErrors, field: keyof QuickAddForm): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > MAX_MACRO_GRAMS) {
    errors[field] = `${label} must be between 0 and ${MAX_MACRO_GRAMS} g.`;
    return null;
  }
  return value;
}

/** Calories are required; macros are optional but must be sensible when given. */
export function validateQuickAdd(form: QuickAddForm): { values: QuickAddValues | null; errors: QuickAddErrors } {
  const errors: QuickAddErrors = {};
  const calories = Number(form.calories);
  if (form.calories.trim() === '') errors.calories = 'Enter the calories.';
  else if (!Number.isFinite(calories) || calories <= 0 || calories > MAX_QUICK_ADD_CALORIES) {
    errors.calories = `Calories must be between 1 and ${MAX_QUICK_ADD_CALORIES.toLocaleString('en-US')}.`;
  }
  const protein = optionalGrams(form.protein, 'Protein', errors, 'protein');
  const carbs = optionalGrams(form.carbs, 'Carbs', errors, 'carbs');
  const fat = optionalGrams(form.fat, 'Fat', errors, 'fat');
  if (form.name.trim().length > 120) errors.name = 'Keep the name under 120 characters.';
  if (Object.keys(errors).length > 0) return { values: null, errors };
  return { values: { name: form.name.trim() || null, calories, protein, carbs, fat }, errors };
}
