import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadFoodDataset } from '../dataset/foodDatasetFile.js';
import type { FoodSearchIndex, ScoredFood } from '../search/foodSearch.types.js';
import { createFoodSearchIndex } from '../search/foodSearchIndex.js';
import { RELEVANCE_CASES, type RelevanceCase } from './foodSearchRelevance.cases.js';

let index: FoodSearchIndex;

beforeAll(async () => {
  index = createFoodSearchIndex((await loadFoodDataset()).foods);
});

function isAcceptable(testCase: RelevanceCase, food: ScoredFood): boolean {
  return testCase.accept.some((pattern) => pattern.test(food.name)) || (testCase.acceptIds ?? []).includes(food.id);
}

describe('food search relevance on everyday queries', () => {
  it(`finds an acceptable food first for ≥ 85 % and in the top 3 for ≥ 95 % of ${RELEVANCE_CASES.length} queries`, () => {
    const misses: string[] = [];
    let topOne = 0;
    let topThree = 0;
    for (const testCase of RELEVANCE_CASES) {
      const { items } = index.search(testCase.query, { limit: 3 });
      const rank = items.findIndex((food) => isAcceptable(testCase, food));
      if (rank === 0) topOne++;
      if (rank >= 0) topThree++;
      if (rank !== 0) misses.push(`${testCase.query} → ${items.map((food) => food.name).join(' | ')}`);
    }
    const topOneShare = topOne / RELEVANCE_CASES.length;
    const topThreeShare = topThree / RELEVANCE_CASES.length;
    console.log(
      `food search relevance: top-1 ${(100 * topOneShare).toFixed(1)} %, top-3 ${(100 * topThreeShare).toFixed(1)} % ` +
        `over ${RELEVANCE_CASES.length} queries${misses.length ? `\nnot first:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(topOneShare).toBeGreaterThanOrEqual(0.85);
    expect(topThreeShare).toBeGreaterThanOrEqual(0.95);
  });

  it('gives Bananas, raw first for banana, with a medium banana of about 105 kcal', () => {
    const [first] = index.search('banana').items;
    expect(first).toMatchObject({ id: 'sr:09040', name: 'Bananas, raw', source: 'sr28' });
    expect(first?.defaultPortion).toMatchObject({ unit: 'medium', grams: 118, energyKcal: 105 });
  });
});
