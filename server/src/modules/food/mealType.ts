import { registerEnumType } from 'type-graphql';

export enum MealType {
  breakfast = 'breakfast',
  lunch = 'lunch',
  dinner = 'dinner',
  snack = 'snack',
}

registerEnumType(MealType, { name: 'MealType' });

export const MEAL_ORDER: readonly MealType[] = [MealType.breakfast, MealType.lunch, MealType.dinner, MealType.snack];

/** Spec section 9: 5–10 breakfast, 11–15 lunch, 16–21 dinner, otherwise snack. */
export function mealTypeForHour(hour: number): MealType {
  if (hour >= 5 && hour <= 10) return MealType.breakfast;
  if (hour >= 11 && hour <= 15) return MealType.lunch;
  if (hour >= 16 && hour <= 21) return MealType.dinner;
  return MealType.snack;
}

/** The meal type for a client's local time 'HH:MM' (24 h). */
export function mealTypeForTime(time: string): MealType | null {
  const match = /^([01]?\d|2[0-3]):[0-5]\d$/.exec(time);
  return match ? mealTypeForHour(Number(match[1])) : null;
}
