import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { FoodLogDay } from '../FoodLogDay';

const item = (id: string, name: string, calories: number, protein: number) => ({
  id,
  name: `${name}, NFS`,
  displayName: name,
  brand: null,
  foodId: `food-${id}`,
  quantity: 1,
  unit: 'serving',
  grams: 100,
  mealType: 'breakfast',
  isQuickAdd: false,
  nutrition: { calories, protein, carbs: 10.4, fat: 2.4 },
});

function renderDay() {
  const environment = createMockEnvironment();
  render(
    <MemoryRouter>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <FoodLogDay date="2026-11-23" dayLabel="Today" />
        </Suspense>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return environment;
}

async function resolveDay(environment: ReturnType<typeof createMockEnvironment>) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ nutritionTargets: { calories: 2000, protein: 100, carbs: 250, fat: 70 } }),
        FoodLog: () => ({
          itemCount: 3,
          totals: { calories: 301.2, protein: 31.5, carbs: 31.2, fat: 7.2 },
          meals: [
            {
              mealType: 'breakfast',
              // Exactly 301.2 kcal: shown per item as 100 + 100 + 100.
              items: [item('1', 'Oatmeal', 100.4, 10.5), item('2', 'Milk', 100.4, 10.5), item('3', 'Blueberries', 100.4, 10.5)],
            },
          ],
        }),
      }),
    ),
  );
}

describe('FoodLogDay', () => {
  it('shows a meal total equal to the sum of the figures on its items', async () => {
    const environment = renderDay();
    await resolveDay(environment);
    const breakfastItems = await screen.findByRole('list', { name: 'Breakfast items' });
    expect(within(breakfastItems).getAllByText('100 kcal')).toHaveLength(3);
    expect(screen.getByLabelText('Breakfast total 300 kcal')).toHaveTextContent('300 kcal');
    // 3 × 10.5 g shown as 11 g each: the meal says 33 g, not round(31.5) = 32 g.
    expect(screen.getByText(/Protein 33 g · Carbs 30 g · Fat 6 g/)).toBeInTheDocument();
    // The name people say, with USDA's description kept as the detail.
    expect(within(breakfastItems).getByText('Oatmeal')).toHaveAttribute('title', 'Oatmeal, NFS');
  });

  it('starts the add-food dialog in the search field and returns focus to the Add button on Escape', async () => {
    const environment = renderDay();
    await resolveDay(environment);
    const user = userEvent.setup();
    const addToBreakfast = await screen.findByRole('button', { name: 'Add food to Breakfast' });
    await user.click(addToBreakfast);
    const search = await screen.findByRole('searchbox', { name: 'Search foods' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: 'Search foods' })).not.toBeInTheDocument());
    await waitFor(() => expect(addToBreakfast).toHaveFocus());
  });
});
