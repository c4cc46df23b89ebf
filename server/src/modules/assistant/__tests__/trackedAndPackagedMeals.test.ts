import { describe, expect, it } from '@jest/globals';
import { parseMealText } from '../mealText/parseMealText.js';

const parsed = (text: string) => parseMealText(text).map(({ quantity, unit, food }) => ({ quantity, unit, food }));

describe('reading how people who weigh their food type it', () => {
  it('reads a list typed as a column, one food to a line, with the amount and state after the food', () => {
    expect(parsed('chx 180g cooked\nbrown rice 1/2c\nbroc 100g')).toEqual([
      { quantity: 180, unit: 'g', food: 'chicken cooked' },
      { quantity: 0.5, unit: 'cup', food: 'brown rice' },
      { quantity: 100, unit: 'g', food: 'broc' },
    ]);
    expect(parsed('oats 40g dry, milk 1 cup')[0]).toEqual({ quantity: 40, unit: 'g', food: 'oats dry' });
  });
});
