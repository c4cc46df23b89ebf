import type { ParsedMealItem } from './parseMealText.js';

// Dishes that are nothing but what goes into them: said "made with" measured parts, the parts are what was eaten.
const ASSEMBLED_DISH = /^(?:sandwich|sub|wrap|toast|salad|bowl|smoothie|shake|omelet|omelette|burrito|taco|pizza)(?:e?s)?\s+made$/;

/**
 * "a sandwich made with 2 slices of white bread, 3 slices of deli ham and a slice of swiss": a dish said only by its
 * kind and then made of parts with amounts of their own is the sum of those parts, not a ready-made dish of that kind
 * (an ice cream sandwich) on top of them. The dish item is left out; its parts stay.
 */
export function withoutDishMadeOfParts(items: readonly ParsedMealItem[]): ParsedMealItem[] {
  return items.filter((item, index) => {
    const firstPart = items[index + 1];
    const isMeasured = firstPart?.afterWith && (firstPart.unit !== null || firstPart.quantity !== null);
    return !(ASSEMBLED_DISH.test(item.food) && isMeasured);
  });
}
