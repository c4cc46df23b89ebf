import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { SavedMealsList } from '../SavedMealsList';

const SAVED_MEAL = {
  id: 'U2F2ZWRNZWFsOjE=',
  name: 'Banana breakfast',
  kind: 'meal',
  isFavorite: false,
  mealType: 'breakfast',
  items: [{ name: 'Bananas, raw', quantity: 1, unit: 'medium' }],
  totals: { calories: 105, protein: 1.3, carbs: 27, fat: 0.4 },
};

function renderList() {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback="loading">
          <SavedMealsList
            kind="meal"
            search=""
            date="2025-03-04"
            dayLabel="Yesterday"
            chosenMealType={null}
            fallbackMealType="lunch"
            onLogged={() => undefined}
            onError={() => undefined}
          />
        </Suspense>
      ),
    },
  ]);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('My Foods saved meals', () => {
  it('toggles a favourite at once and sends the change', async () => {
    const environment = renderList();
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SavedMealConnection: () => ({ edges: [{ cursor: 'a', node: SAVED_MEAL }] }),
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Banana breakfast to favourites' }));

    // Optimistic: the star is filled before the server answers.
    expect(screen.getByRole('button', { name: 'Remove Banana breakfast from favourites' })).toBeInTheDocument();
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useSavedMealMutationsFavoriteMutation');
    expect(mutation.request.variables).toEqual({ input: { savedMealId: SAVED_MEAL.id, isFavorite: true } });

    // A refusal puts the star back.
    await act(async () => environment.mock.reject(mutation, new Error('Not found')));
    expect(screen.getByRole('button', { name: 'Add Banana breakfast to favourites' })).toBeInTheDocument();
  });

  it('logs a saved meal to its own meal on the selected day in one tap', async () => {
    const environment = renderList();
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SavedMealConnection: () => ({ edges: [{ cursor: 'a', node: SAVED_MEAL }] }),
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Log Banana breakfast to Breakfast, Yesterday' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useSavedMealMutationsLogMutation');
    expect(mutation.request.variables.input).toEqual({ savedMealId: SAVED_MEAL.id, date: '2025-03-04', mealType: 'breakfast' });
  });
});
