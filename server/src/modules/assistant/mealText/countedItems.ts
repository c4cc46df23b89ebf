import { editDistanceWithin } from '../../food/search/foodVocabulary.js';
import type { ParsedMealItem } from './parseMealText.js';

// How things sold or served one by one are counted.

/**
 * "string cheese x2", "a string chese": string cheese is sold by the stick, counted in sticks (a typo forgiven). "clif
 * bar", "rice krispie treat", "pepperoni calzone": a bar, treat or calzone said with no amount is one of it, not the
 * survey's usual helping (a quarter of a calzone).
 */
export function countedAsSold(item: ParsedMealItem): ParsedMealItem {
  if (item.unit) return item;
  const cheese = /\bstring\s+([a-z]+)$/.exec(item.food)?.[1];
  if (cheese && editDistanceWithin(cheese.replace(/s$/, ''), 'cheese', 1) <= 1) return { ...item, quantity: item.quantity ?? 1, unit: 'stick' };
  return item.quantity === null && !item.size && /\b(?:bar|treat|calzone|stromboli)$/.test(item.food) ? { ...item, quantity: 1 } : item;
}

const PIECE_OF_BIRD = ['breast', 'thigh', 'drumstick', 'wing', 'leg'];

const isPieceOfBird = (word: string | undefined) =>
  word !== undefined && PIECE_OF_BIRD.some((piece) => editDistanceWithin(word.replace(/s$/, ''), piece, 1) <= 1);

/**
 * "popeyes 2pc mild breast + thigh": a count of pieces said with one piece, followed by the other pieces with no amount
 * of their own, counts them all; the first is one piece, not two breasts.
 */
export function withPiecesCountedTogether(items: ParsedMealItem[]): ParsedMealItem[] {
  return items.map((item, index) => {
    const count = item.quantity ?? 0;
    if (count < 2 || !Number.isInteger(count) || (item.unit !== null && item.unit !== 'piece') || !isPieceOfBird(item.food.split(' ').at(-1))) return item;
    const rest = items.slice(index + 1);
    const others = rest.findIndex((other) => other.quantity !== null || other.unit !== null || !isPieceOfBird(other.food));
    return (others < 0 ? rest.length : others) === count - 1 ? { ...item, quantity: 1 } : item;
  });
}
