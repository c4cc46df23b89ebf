import { loadMealTextCatalog, loggedPortions } from './loggedMealPortions.js';
import { beforeAll, describe, expect, it } from '@jest/globals';

beforeAll(loadMealTextCatalog);

async function logged(sentence: string): Promise<string[]> {
  return (await loggedPortions(sentence)).map((item) => item.name);
}

describe('a dish served over or with its base', () => {
  it('reads a dish served "over" its base as served with it, the one dish USDA has of both', async () => {
    expect(await logged('a cup of chicken curry over rice')).toEqual(['Chicken curry with rice']);
    expect(await logged('shrimp creole over rice 350g')).toEqual(['Shrimp creole, with rice']);
  });

  it('joins a base said by its kind ("egg noodles") to the dish USDA has with the base ("Beef stroganoff with noodles")', async () => {
    expect(await logged('2 cups of beef stroganoff over egg noodles')).toEqual(['Beef stroganoff with noodles']);
  });

  it('keeps a base said by a name no food of the base has ("cauliflower rice") a food of its own', async () => {
    expect(await logged('a cup of chicken curry over cauliflower rice')).toHaveLength(2);
  });
});

describe('toast named by what was spread on it', () => {
  it('logs toast named by a spread USDA has no toast of ("jam toast x2") as the toast, counted as said, and the spread', async () => {
    expect(await loggedPortions('jam toast x2')).toEqual([
      { name: 'Bread, NS as to major flour, toasted', grams: 50 },
      expect.objectContaining({ name: 'Jam' }),
    ]);
  });

  it('keeps a toast USDA has ("cinnamon toast", "french toast") and one named by no spread ("avocado toast") one food', async () => {
    expect(await logged('cinnamon toast')).toHaveLength(1);
    expect(await logged('french toast')).toHaveLength(1);
    expect(await logged('avocado toast')).toHaveLength(1);
  });
});
