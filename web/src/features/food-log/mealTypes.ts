export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack';

/** The day's meals in the order the food log shows them. */
export const MEAL_TYPES: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];

export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** Spec section 9: 5–10 breakfast, 11–15 lunch, 16–21 dinner, otherwise snack. */
export function mealTypeForHour(hour: number): MealType {
  if (hour >= 5 && hour <= 10) return 'breakfast';
  if (hour >= 11 && hour <= 15) return 'lunch';
  if (hour >= 16 && hour <= 21) return 'dinner';
  return 'snack';
}

/** The meal a new entry goes to by default: the one for the current hour. */
export function currentMealType(now: Date = new Date()): MealType {
  return mealTypeForHour(now.getHours());
}
