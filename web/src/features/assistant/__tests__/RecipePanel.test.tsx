import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RecipePanel } from '../RecipePanel';

jest.setTimeout(20_000);

describe('RecipePanel', () => {
  it('shares the recipe with the changes asked for, once it has loaded', async () => {
    const environment = createMockEnvironment();
    const onShare = jest.fn();
    render(
      <MemoryRouter>
        <RelayEnvironmentProvider environment={environment}>
          <RecipePanel
            mealName="Greek Yogurt Berry Parfait"
            mealDescription="Yogurt, berries, oats"
            onClose={() => undefined}
            onLog={async () => undefined}
            onShare={onShare}
          />
        </RelayEnvironmentProvider>
      </MemoryRouter>,
    );
    const share = await screen.findByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Recipe: () => ({
            name: 'Greek Yogurt Berry Parfait',
            ingredients: ['170 g Greek yogurt', '75 g blueberries'],
            instructions: ['Layer the yogurt and berries.'],
            appliedRequests: ['more protein'],
            modifications: ['Added whey protein'],
          }),
        }),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith({ name: 'Greek Yogurt Berry Parfait', appliedRequests: ['more protein'] });
  });
});
