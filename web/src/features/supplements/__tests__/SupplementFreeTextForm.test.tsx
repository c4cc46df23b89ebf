import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { GraphQLRequestError } from '../../../relay/graphqlErrors';
import { SupplementFreeTextForm } from '../SupplementFreeTextForm';

const FISH_OIL = {
  supplementAnalysis: {
    query: '2 fish oil 1000 mg',
    name: 'Fish oil 1,000 mg',
    quantity: 2,
    form: 'softgel',
    note: null,
    nutrients: [
      { key: 'epa_mg', label: 'EPA (omega-3)', amount: 360, unit: 'mg' },
      { key: 'dha_mg', label: 'DHA (omega-3)', amount: 240, unit: 'mg' },
    ],
  },
};

function renderForm() {
  const environment = createMockEnvironment();
  const onLog = jest.fn<(query: string) => Promise<string>>().mockResolvedValue('Fish oil 1,000 mg');
  render(
    <RelayEnvironmentProvider environment={environment}>
      <SupplementFreeTextForm onLog={onLog} isLogging={false} />
    </RelayEnvironmentProvider>,
  );
  return { environment, onLog };
}

async function latestAnalysis(environment: ReturnType<typeof createMockEnvironment>) {
  return waitFor(() => {
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSupplementAnalysisQuery');
    return operation;
  });
}

describe('SupplementFreeTextForm', () => {
  it('previews what was understood and logs the text', async () => {
    const user = userEvent.setup();
    const { environment, onLog } = renderForm();
    const logButton = screen.getByRole('button', { name: 'Log' });
    expect(logButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /What did you take/ }), '2 fish oil 1000 mg');
    const operation = await latestAnalysis(environment);
    expect(operation.request.variables).toEqual({ query: '2 fish oil 1000 mg' });
    act(() => environment.mock.resolve(operation, { data: FISH_OIL }));

    const preview = await screen.findByRole('region', { name: 'Understood as' });
    expect(preview).toHaveTextContent('2 softgels of Fish oil 1,000 mg');
    expect(preview).toHaveTextContent('EPA (omega-3)');
    expect(preview).toHaveTextContent('360 mg');
    expect(logButton).toBeEnabled();

    await user.click(logButton);
    expect(onLog).toHaveBeenCalledWith('2 fish oil 1000 mg');
    expect(await screen.findByText('Logged Fish oil 1,000 mg.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What did you take/ })).toHaveValue('');
  });

  it('says clearly when the text is not recognised, and does not log it', async () => {
    const user = userEvent.setup();
    const { environment, onLog } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /What did you take/ }), 'unicorn dust');
    const operation = await latestAnalysis(environment);
    const message = "'unicorn dust' is not a supplement we recognise.";
    act(() => environment.mock.reject(operation, new GraphQLRequestError(message, 'BAD_USER_INPUT')));

    expect(await screen.findByText('Not recognised.')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Understood as' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log' }));
    expect(onLog).not.toHaveBeenCalled();
  });
});
