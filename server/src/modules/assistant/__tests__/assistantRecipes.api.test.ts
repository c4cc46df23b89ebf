import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Suggestion = { id: string; name: string; description: string; estimated_calories: number; reason: string; prep_time: string };
type Recipe = {
  name: string;
  ingredients: string[];
  instructions: string[];
  modifications: string[];
  appliedRequests: string[];
  servings: number;
  nutritionPerServing: { calories: number };
};

describe('suggestions, recipes and logging a recipe over REST', () => {
  it('suggests meals, shows a recipe, modifies it and logs one serving', async () => {
    const user = await createUser(server, { dietaryPreferences: ['vegetarian'] });
    const chat = await server.rest('POST', '/ai-assistant/chat', {
      token: user.token,
      body: { message: 'Suggest something for dinner', type: 'nutrition', conversationHistory: [], clientDate: '2026-11-23', clientTime: '18:00' },
    });
    expect(chat.status).toBe(200);
    const suggestions = chat.body.mealSuggestions as Suggestion[];
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(Object.keys(suggestions[0]!).sort()).toEqual(['description', 'estimated_calories', 'id', 'name', 'prep_time', 'reason']);

    const details = await server.rest('POST', '/ai-assistant/recipe-details', {
      token: user.token,
      body: { mealName: suggestions[0]!.name, mealDescription: suggestions[0]!.description },
    });
    expect(details.status).toBe(200);
    const recipe = details.body as unknown as Recipe;
    expect(recipe.name).toBe(suggestions[0]!.name);
    expect(recipe.nutritionPerServing.calories).toBe(suggestions[0]!.estimated_calories);
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expect(recipe.instructions.length).toBeGreaterThan(0);

    const modified = await server.rest('POST', '/ai-assistant/recipe-details', {
      token: user.token,
      body: { mealName: recipe.name, modificationRequest: 'for 3 people', originalRecipe: recipe },
    });
    expect(modified.status).toBe(200);
    expect((modified.body as unknown as Recipe).servings).toBe(3);

    const empty = await server.rest('POST', '/ai-assistant/recipe-details', { token: user.token, body: { mealName: recipe.name, modificationRequest: '  ' } });
    expect(empty.status).toBe(400);

    const logged = await server.rest('POST', '/ai-assistant/log-recipe', {
      token: user.token,
      body: { mealName: recipe.name, modifications: (modified.body as unknown as Recipe).appliedRequests, date: '2026-11-23', clientTime: '18:30' },
    });
    expect(logged.status).toBe(201);
    expect(logged.body.mealType).toBe('dinner');
    const items = logged.body.loggedFood as { nutrition: { calories: number } }[];
    const total = items.reduce((sum, item) => sum + item.nutrition.calories, 0);
    expect(Math.abs(total - recipe.nutritionPerServing.calories)).toBeLessThanOrEqual(items.length);
  });

  it('answers 404 for a recipe that does not exist and 401 without a session', async () => {
    const user = await createUser(server);
    expect((await server.rest('POST', '/ai-assistant/recipe-details', { token: user.token, body: { mealName: 'Moon cheese soufflé' } })).status).toBe(404);
    expect((await server.rest('POST', '/ai-assistant/recipe-details', { body: { mealName: 'Shakshuka' } })).status).toBe(401);
  });
});
