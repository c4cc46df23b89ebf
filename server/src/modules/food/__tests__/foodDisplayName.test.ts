import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { loadFoodDataset } from '../dataset/foodDatasetFile.js';
import { foodDisplayName } from '../foodDisplayName.js';

describe('foodDisplayName', () => {
  it.each([
    ['Chicken breast, NS as to cooking method, skin not eaten', 'Chicken breast'],
    ['Oatmeal, NFS', 'Oatmeal'],
    ['Yogurt, Greek, NS as to type of milk or flavor', 'Greek yogurt'],
    ['Rice, white, cooked, NS as to fat added in cooking', 'White rice'],
    ['Milk, reduced fat (2%)', 'Reduced fat milk'],
    ['Fish, salmon, chinook, smoked', 'Salmon'],
    ['Fish, herring, Atlantic, raw', 'Herring'],
    ['Nuts, almonds, dry roasted, with salt added', 'Dry roasted almonds'],
    ['Cheese, cheddar', 'Cheddar cheese'],
    ['Oil, soybean, salad or cooking', 'Soybean oil'],
    ['Cream, NS as to light, heavy, or half and half', 'Cream'],
    ['Turkey, ground', 'Ground turkey'],
    ['Sweet potato, canned, syrup pack, drained solids', 'Canned sweet potato'],
    ['Pasta, whole grain, with cream sauce and seafood, ready-to-heat', 'Whole grain pasta'],
    ['Crustaceans, shrimp, cooked (not previously frozen)', 'Shrimp'],
    ['Fast foods, cheeseburger; double, regular, patty and bun; with condiments and vegetables', 'Cheeseburger'],
    ['Beverages, Whey protein powder isolate', 'Whey protein powder isolate'],
    ['Watermelon juice, 100%', 'Watermelon juice'],
    ['Apple, raw', 'Apple'],
    ['Broccoli, cooked, from restaurant', 'Broccoli'],
    ['Egg omelet or scrambled egg, with meat, no added fat', 'Egg omelet or scrambled egg'],
    ['CHICK-FIL-A, chicken sandwich', 'Chick-Fil-A chicken sandwich'],
    ['Cereals, QUAKER, Instant Oatmeal, Banana Bread, dry', 'Quaker Instant Oatmeal'],
    ['Soup, chicken noodle, canned, condensed', 'Canned chicken noodle soup'],
    ['Pie, coconut cream', 'Coconut cream pie'],
    ['Egg, yolk, raw, fresh', 'Egg yolk'],
    ['Beef, rib, small end (ribs 10-12), separable lean and fat, trimmed to 1/8" fat, select, cooked, roasted', 'Beef rib'],
    ['Pork, fresh, shoulder, whole, separable lean and fat, raw', 'Whole pork shoulder'],
    ['Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Chicken breast'],
    ['KFC, Fried Chicken, EXTRA CRISPY, Thigh, meat and skin with breading', 'KFC Fried Chicken'],
  ])('%s → %s', (description, expected) => {
    expect(foodDisplayName(description)).toBe(expected);
  });

  it('gives every food in the dataset a short, clean name made of its own words', async () => {
    const { foods } = await loadFoodDataset();
    expect(foods.length).toBeGreaterThan(10000);
    const problems: string[] = [];
    for (const { name } of foods) {
      const display = foodDisplayName(name);
      const originalWords = new Set(name.toLowerCase().match(/[a-z0-9%'&-]+/g) ?? []);
      const isClean =
        display.length > 0 &&
        display.length <= Math.max(60, name.length) &&
        display.length <= name.length &&
        !/\bNS as to\b|\bNFS\b|;|^,|,$/.test(display) &&
        /^[A-Z0-9"'(]/.test(display) &&
        (display.toLowerCase().match(/[a-z0-9%'&-]+/g) ?? []).every((word) => originalWords.has(word));
      if (!isClean) problems.push(`${name} → ${display}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // Most names get shorter: USDA's filing order is the norm, not the exception.
    const shorter = foods.filter(({ name }) => foodDisplayName(name).length < name.length).length;
    expect(shorter / foods.length).toBeGreaterThan(0.8);
  });
});

describe('display names over the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives foods and logged items a display name and keeps the USDA description as the name', async () => {
    const user = await createUser(server);
    const search = await server.graphql<{ foods: { edges: { node: { id: string; name: string; displayName: string } }[] } }>(
      'query { foods(query: "chicken breast", first: 5) { edges { node { id name displayName } } } }',
      {},
      user.token,
    );
    const chicken = search.data!.foods.edges.map(({ node }) => node).find((node) => node.name.startsWith('Chicken breast, NS as to cooking method'))!;
    expect(chicken.displayName).toBe('Chicken breast');
    const logged = await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date: '2026-11-20', meals: [{ mealType: 'lunch', items: [{ foodId: chicken.id, quantity: 150, unit: 'g' }] }] },
    });
    expect(logged.status).toBe(201);
    const day = await server.graphql<{ viewer: { foodLog: { meals: { items: { name: string; displayName: string }[] }[] } } }>(
      'query { viewer { foodLog(date: "2026-11-20") { meals { items { name displayName } } } } }',
      {},
      user.token,
    );
    const [item] = day.data!.viewer.foodLog.meals.flatMap((meal) => meal.items);
    expect(item).toEqual({ name: chicken.name, displayName: 'Chicken breast' });
  });
});
