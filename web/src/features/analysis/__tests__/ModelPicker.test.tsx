import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import type { ModelPickerTestQuery } from '../../../__generated__/ModelPickerTestQuery.graphql';
import { ModelPicker } from '../ModelPicker';

const MODELS = [
  { id: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', available: false, isAllowed: true, isDefault: true, tier: 'free', provider: 'openai' },
  { id: 'builtin', label: 'Built-in engine', available: true, isAllowed: true, isDefault: false, tier: 'free', provider: 'builtin' },
  { id: 'gpt-4o', label: 'GPT-4o', available: true, isAllowed: false, isDefault: false, tier: 'pro', provider: 'openai' },
];

function Harness({ onChange }: { onChange: (id: string) => void }) {
  const data = useLazyLoadQuery<ModelPickerTestQuery>(
    graphql`
      query ModelPickerTestQuery @relay_test_operation {
        aiModels {
          ...ModelPicker_models
        }
      }
    `,
    {},
  );
  return <ModelPicker models={data.aiModels} value="gpt-3.5-turbo" onChange={onChange} />;
}

function renderPicker() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({ data: { aiModels: MODELS } }));
  const onChange = jest.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness onChange={onChange} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { onChange };
}

describe('ModelPicker', () => {
  it('shows availability, marks Pro models and locks the ones a free user may not use', async () => {
    const { onChange } = renderPicker();
    const picker = await screen.findByRole('combobox', { name: 'AI model' });
    expect(picker).toHaveTextContent('GPT-3.5 Turbo');
    expect(screen.getByText('Not configured here: the built-in engine runs instead')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(picker);
    const locked = screen.getByRole('option', { name: /GPT-4o/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveTextContent('Pro only');
    expect(screen.getByRole('option', { name: /Built-in engine/ })).toHaveTextContent('No AI provider needed');

    await user.click(locked);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: /Built-in engine/ }));
    expect(onChange).toHaveBeenCalledWith('builtin');
  });
});
