import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { PortionPickerTestQuery } from '../../../__generated__/PortionPickerTestQuery.graphql';
import { PortionPicker, type PortionChoice } from '../PortionPicker';
import { BANANA } from './foodFixtures';

function Harness({ onSubmit }: { onSubmit(choice: PortionChoice): void }) {
  const { food } = useLazyLoadQuery<PortionPickerTestQuery>(
    graphql`
      query PortionPickerTestQuery @relay_test_operation {
        food(id: "test") {
          ...PortionPicker_food
        }
      }
    `,
    {},
  );
  return food ? <PortionPicker food={food} mealType="breakfast" onMealTypeChange={() => undefined} onSubmit={onSubmit} /> : null;
}

function renderPicker() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Food: () => BANANA }));
  const onSubmit = jest.fn<(choice: PortionChoice) => void>();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness onSubmit={onSubmit} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { onSubmit };
}

describe('PortionPicker', () => {
  it('starts at the default portion and updates calories and macros live', async () => {
    const { onSubmit } = renderPicker();
    expect(await screen.findByTestId('portion-calories')).toHaveTextContent('105 kcal');
    expect(screen.getByText('27 g')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    expect(screen.getByTestId('portion-calories')).toHaveTextContent('210 kcal');

    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'g' } });
    expect(screen.getByTestId('portion-calories')).toHaveTextContent('2 kcal');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '150' } });
    expect(screen.getByTestId('portion-calories')).toHaveTextContent('134 kcal');

    fireEvent.click(screen.getByRole('button', { name: 'Add to Breakfast' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ foodId: BANANA.id, quantity: 150, unit: 'g', mealType: 'breakfast' }));
  });

  it('will not add an empty or zero amount', async () => {
    const { onSubmit } = renderPicker();
    await screen.findByTestId('portion-calories');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0' } });
    expect(screen.getByText('Enter an amount above 0.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Breakfast' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
