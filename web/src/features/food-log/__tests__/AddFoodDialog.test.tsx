import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { AddFoodDialog, SEARCH_DEBOUNCE_MS } from '../AddFoodDialog';
import type { PortionChoice } from '../PortionPicker';
import { BANANA } from './foodFixtures';

describe('AddFoodDialog', () => {
  it('searches after typing, picks a portion and adds the item to the chosen meal', async () => {
    const environment = createMockEnvironment();
    const onAdd = jest.fn<(choice: PortionChoice) => void>();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <AddFoodDialog open initialMealType="breakfast" dayLabel="Today" onClose={() => undefined} onAdd={onAdd} />
      </RelayEnvironmentProvider>,
    );
    // Before typing: recent and favourite foods.
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Viewer: () => ({ recentFoods: [{ ...BANANA, id: 'recent-1', name: 'Oatmeal, NFS', displayName: 'Oatmeal' }], savedMeals: { edges: [] } }),
          DefaultPortion: () => ({ label: '1 cup, cooked', calories: 166 }),
        }),
      ),
    );
    expect(await screen.findByRole('list', { name: 'Recent foods' })).toHaveTextContent('Oatmeal');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search foods' }), { target: { value: 'banana' } });
    // The search waits for typing to pause.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AddFoodDialogSearchQuery');
    expect(operation.request.variables).toEqual({ query: 'banana' });
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Food: () => BANANA,
          DefaultPortion: () => BANANA.defaultPortion,
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Bananas, raw.*1 medium \(118 g\).*105 kcal/ }));

    await act(async () => environment.mock.resolveMostRecentOperation((portion) => MockPayloadGenerator.generate(portion, { Food: () => BANANA })));
    expect(await screen.findByTestId('portion-calories')).toHaveTextContent('105 kcal');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Breakfast' }));
    expect(onAdd).toHaveBeenCalledWith({
      foodId: BANANA.id,
      mealType: 'breakfast',
      quantity: 1,
      unit: 'medium',
      preview: expect.objectContaining({ name: 'Bananas', grams: 118 }),
    });
  });
});
