import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { BloodworkManualEntry } from '../BloodworkManualEntry';
import { markerCatalogResponse } from './markerFixtures';

type SaveInput = { date: string; labValues: { name: string; value: number; unit: string }[] };

function renderManualEntry() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => markerCatalogResponse(operation) ?? new Error('unexpected operation'));
  const onSave = jest.fn<(input: SaveInput) => Promise<string>>().mockResolvedValue('entry-9');
  const onSaved = jest.fn<(id: string) => void>();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <BloodworkManualEntry onSave={onSave} isSaving={false} onSaved={onSaved} onCancel={() => undefined} />
    </RelayEnvironmentProvider>,
  );
  return { onSave, onSaved };
}

async function chooseMarker(user: ReturnType<typeof userEvent.setup>, rowLabel: string, text: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: rowLabel }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('BloodworkManualEntry', () => {
  it('asks for at least one value', async () => {
    const user = userEvent.setup();
    const { onSave } = renderManualEntry();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save results' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Add at least one value.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('flags a value without a marker, a value that is not a number and a future date', async () => {
    const user = userEvent.setup();
    const { onSave } = renderManualEntry();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save results' })).toBeEnabled());
    await user.type(screen.getByLabelText('Value for row 1'), '100');
    await chooseMarker(user, 'Marker 2', 'LDL', /LDL cholesterol/);
    await user.type(screen.getByLabelText('Value for LDL cholesterol'), 'lots');
    const date = screen.getByLabelText(/Date of the blood test/);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Choose a marker from the list')).toBeInTheDocument();
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    expect(screen.getByText('The date cannot be in the future')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers only the chosen marker’s units and saves several rows at once', async () => {
    const user = userEvent.setup();
    const { onSave, onSaved } = renderManualEntry();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save results' })).toBeEnabled());
    const date = screen.getByLabelText(/Date of the blood test/);
    await user.clear(date);
    await user.type(date, '2024-03-02');

    await chooseMarker(user, 'Marker 1', 'FBS', /Fasting glucose/);
    await user.type(screen.getByLabelText('Value for Fasting glucose'), '5,4');
    await user.click(screen.getByRole('combobox', { name: 'Unit for Fasting glucose' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['mg/dL', 'mmol/L']);
    await user.click(screen.getByRole('option', { name: 'mmol/L' }));

    await chooseMarker(user, 'Marker 2', 'Hb', /Hemoglobin/);
    await user.type(screen.getByLabelText('Value for Hemoglobin'), '13.2');

    await user.click(screen.getByRole('button', { name: 'Save results' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        date: '2024-03-02',
        labValues: [
          { name: 'glucose_fasting', value: 5.4, unit: 'mmol/L' },
          { name: 'hemoglobin', value: 13.2, unit: 'g/dL' },
        ],
      }),
    );
    expect(onSaved).toHaveBeenCalledWith('entry-9');
  });
});
