import type { ParsedMealItem } from './parseMealText.js';

// Dishes that are nothing but what goes into them.
const ASSEMBLED_KIND = String.raw`(?:sandwich|sub|wrap|toast|salad|bowl|smoothie|shake|omelet|omelette|burrito|taco|pizza)(?:e?s)?`;
/** A name ending in the kind of a dish that is nothing but what goes into it ("a protein shake", "a turkey sandwich"). */
export const NAMES_ASSEMBLED_DISH = new RegExp(String.raw`\b${ASSEMBLED_KIND}$`);
// Said "made with" measured parts, the parts are what was eaten.
const ASSEMBLED_DISH = new RegExp(String.raw`^${ASSEMBLED_KIND}\s+made$`);

// "a sandwich on 2 slices of wheat bread with 3 oz of turkey …": a sandwich said only by its kind, then the measured
// bread it is on.
const SANDWICH_ON_MEASURED_BREAD =
  /\b(an?\s+(?:sandwich|sub|sarnie))\s+on\s+(?=(?:\d+(?:\.\d+)?|an?|one|two|three|four)\s+(?:slices?|pieces?|oz|ounces?|g|grams?)\s+of\s)/g;

/** Reads a sandwich said on its measured bread as made of its parts, as "a sandwich made with" is read. */
export function withSandwichMadeOfItsBread(text: string): string {
  return text.replace(SANDWICH_ON_MEASURED_BREAD, '$1 made with ');
}

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
