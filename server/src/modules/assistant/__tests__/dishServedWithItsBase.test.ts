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
