import { loadMealTextCatalog, loggedPortions } from './loggedMealPortions.js';
import { beforeAll, describe, expect, it } from '@jest/globals';

beforeAll(loadMealTextCatalog);

async function logged(sentence: string): Promise<string[]> {
  return (await loggedPortions(sentence)).map((item) => item.name);
}

describe('a dish said with its parts, which USDA has a version of named with them', () => {
  it('reads a dish with two parts said as the version named with both', async () => {
    expect(await logged('a beef burrito bowl with beans and rice')).toEqual(['Burrito bowl, beef or pork, with beans and rice']);
    expect(await logged('yogurt parfait with blueberries and granola')).toEqual(['Yogurt parfait, lowfat, with fruit and granola']);
  });

  it('reads a dish with one part and another left out as the version named with only the part kept, its place said or not', async () => {
    expect(await logged('qdoba steak burrito bowl with beans, no rice')).toEqual(['Burrito bowl, beef or pork, with beans']);
    expect(await logged('a chipotle chicken burrito bowl w rice no beans')).toEqual(['Burrito bowl, chicken, with rice']);
  });

  it('keeps another dish than the one said, and a part said by how it was cooked, apart', async () => {
    expect(await logged('a chicken burrito with beans and rice')).toEqual(['Burrito, chicken, with beans and rice, cheese']);
    expect(await logged('a chicken burrito bowl with fried rice and beans')).not.toContain('Burrito bowl, chicken, with beans and rice');
  });
});
