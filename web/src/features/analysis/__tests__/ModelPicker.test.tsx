import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import type { ModelPickerTestQuery } from '../../../__generated__/ModelPickerTestQuery.graphql';
import { ModelPicker } from '../ModelPicker';

const MODELS = [
  { id: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', isAllowed: true, isDefault: true, tier: 'free', provider: 'openai' },
  { id: 'builtin', label: 'Built-in engine', isAllowed: true, isDefault: false, tier: 'free', provider: 'builtin' },
  { id: 'gpt-4o', label: 'GPT-4o', isAllowed: false, isDefault: false, tier: 'pro', provider: 'openai' },
];
const BUILTIN_ONLY = [{ id: 'builtin', label: 'Built-in engine', isAllowed: true, isDefault: true, tier: 'free', provider: 'builtin' }];

function Harness({ onChange, value }: { onChange: (id: string) => void; value: string }) {
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
  return <ModelPicker models={data.aiModels} value={value} onChange={onChange} />;
}

function renderPicker(models: object[] = MODELS, value = 'gpt-3.5-turbo') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({ data: { aiModels: models } }));
  const onChange = jest.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness onChange={onChange} value={value} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { onChange };
}

describe('ModelPicker', () => {
  it('with only the built-in engine on offer shows it as the one choice, with no mention of other models', async () => {
    renderPicker(BUILTIN_ONLY, 'builtin');
    expect(await screen.findByText('Built-in engine')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Written by Nutri from your own data: no AI provider needed')).toBeInTheDocument();
    expect(screen.queryByText(/not configured/i)).not.toBeInTheDocument();
  });

  it('marks Pro models and locks the ones a free user may not use', async () => {
    const { onChange } = renderPicker();
    const picker = await screen.findByRole('combobox', { name: 'AI model' });
    expect(picker).toHaveTextContent('GPT-3.5 Turbo');

    const user = userEvent.setup();
    await user.click(picker);
    const locked = screen.getByRole('option', { name: /GPT-4o/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveTextContent('Pro only');
    expect(screen.getByRole('option', { name: /Built-in engine/ })).toHaveTextContent('no AI provider needed');

    await user.click(locked);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: /Built-in engine/ }));
    expect(onChange).toHaveBeenCalledWith('builtin');
  });
});
