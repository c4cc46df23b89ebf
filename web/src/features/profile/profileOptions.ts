import type { ActivityLevel } from '../../__generated__/ProfileForm_user.graphql';

export const ACTIVITY_LEVELS: ReadonlyArray<{ value: ActivityLevel; label: string; description: string }> = [
  { value: 'sedentary', label: 'Sedentary', description: 'Little or no exercise' },
  { value: 'lightly_active', label: 'Lightly active', description: 'Light exercise 1–3 days a week' },
  { value: 'moderately_active', label: 'Moderately active', description: 'Moderate exercise 3–5 days a week' },
  { value: 'very_active', label: 'Very active', description: 'Hard exercise 6–7 days a week' },
  { value: 'extra_active', label: 'Extra active', description: 'Very hard exercise or a physical job' },
];

/** Health goals; build_muscle raises protein and low_carb shifts calories to fat (spec section 9). */
export const HEALTH_GOALS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'lose_weight', label: 'Lose weight' },
  { value: 'maintain_weight', label: 'Maintain weight' },
  { value: 'build_muscle', label: 'Build muscle' },
  { value: 'low_carb', label: 'Low carb' },
  { value: 'heart_health', label: 'Heart health' },
  { value: 'blood_sugar', label: 'Steady blood sugar' },
  { value: 'more_energy', label: 'More energy' },
];

export const DIETARY_PREFERENCES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'pescatarian', label: 'Pescatarian' },
  { value: 'gluten_free', label: 'Gluten-free' },
  { value: 'dairy_free', label: 'Dairy-free' },
  { value: 'nut_free', label: 'Nut-free' },
  { value: 'halal', label: 'Halal' },
  { value: 'kosher', label: 'Kosher' },
  { value: 'keto', label: 'Keto' },
];

export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}
