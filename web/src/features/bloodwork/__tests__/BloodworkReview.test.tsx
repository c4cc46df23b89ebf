import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { BloodworkReviewTestQuery } from '../../../__generated__/BloodworkReviewTestQuery.graphql';
import { BloodworkReview } from '../BloodworkReview';
import { markerCatalogResponse } from './markerFixtures';

function Harness({ onSaved }: { onSaved(id: string): void }) {
  const data = useLazyLoadQuery<BloodworkReviewTestQuery>(
    graphql`
      query BloodworkReviewTestQuery @relay_test_operation {
        viewer {
          bloodworkEntry(id: "entry-1") {
            ...BloodworkReview_entry
          }
        }
      }
    `,
    {},
  );
  if (!data.viewer) return null;
  return (
    <BloodworkReview
      entry={data.viewer.bloodworkEntry}
      mode="upload"
      onSaved={onSaved}
      onDiscard={async () => undefined}
      isDiscarding={false}
      onCancel={() => undefined}
    />
  );
}

const ENTRY = {
  id: 'entry-1',
  date: '2024-09-14',
  pdfFilename: 'report.pdf',
  labValues: [
    { marker: 'glucose_fasting', printedName: 'Glucose (F)', value: 92, unit: 'mg/dL', refLow: 70, refHigh: 110, refSource: 'printed' },
    { marker: 'hemoglobin', printedName: 'Hb', value: 13.1, unit: 'g/dL', refLow: 12, refHigh: 15.5, refSource: 'default' },
  ],
  unmatched: [{ printedName: 'RBC Count', value: 5, unit: '', refLow: null, refHigh: null }],
};

function renderReview() {
  const environment = createMockEnvironment();
  // Each resolver answers one operation: the entry first, then the marker catalog.
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { BloodworkEntry: () => ENTRY }));
  environment.mock.queueOperationResolver((operation) => markerCatalogResponse(operation));
  const onSaved = jest.fn<(id: string) => void>();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness onSaved={onSaved} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { environment, onSaved };
}

describe('BloodworkReview', () => {
  it('groups matched, default-range and unrecognised values', async () => {
    renderReview();
    expect(await screen.findByRole('region', { name: 'Matched (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New: default ranges used (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Not recognised (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Printed as “Glucose (F)”')).toBeInTheDocument();
  });

  it('saves edited values and units, and a value the user assigned to a marker', async () => {
    const user = userEvent.setup();
    const { environment, onSaved } = renderReview();
    const glucose = await screen.findByLabelText('Value for Fasting glucose');
    await user.clear(glucose);
    await user.type(glucose, '5,1');
    await user.click(screen.getByRole('combobox', { name: 'Unit for Fasting glucose' }));
    await user.click(await screen.findByRole('option', { name: 'mmol/L' }));

    const unmatched = screen.getByRole('region', { name: 'Not recognised (1)' });
    await user.type(within(unmatched).getByRole('combobox', { name: /Marker for/ }), 'RBC');
    await user.click(await screen.findByRole('option', { name: /Red blood cells/ }));

    await user.click(screen.getByRole('button', { name: 'Save results' }));
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('useUpdateBloodworkMutation');
      return pending;
    });
    expect(operation.request.variables.input).toEqual({
      id: 'entry-1',
      date: '2024-09-14',
      dismissUnmatched: true,
      labValues: [
        // The printed range was in mg/dL, so it is not sent with the new unit.
        { name: 'glucose_fasting', printedName: 'Glucose (F)', value: 5.1, unit: 'mmol/L' },
        { name: 'hemoglobin', printedName: 'Hb', value: 13.1, unit: 'g/dL' },
        { name: 'rbc', printedName: 'RBC Count', value: 5, unit: '10^12/L' },
      ],
    });
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { BloodworkEntry: () => ENTRY }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('entry-1'));
  });

  it('keeps the form open with an inline error for a value that is not a number', async () => {
    const user = userEvent.setup();
    const { environment } = renderReview();
    const hemoglobin = await screen.findByLabelText('Value for Hemoglobin');
    await user.clear(hemoglobin);
    await user.type(hemoglobin, 'high');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted values.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useUpdateBloodworkMutation')).toBe(false);
  });

  it('leaves out a value the user unticks', async () => {
    const user = userEvent.setup();
    const { environment } = renderReview();
    await user.click(await screen.findByRole('checkbox', { name: 'Keep Hemoglobin' }));
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('useUpdateBloodworkMutation');
      return pending;
    });
    const input = operation.request.variables.input as { labValues: { name: string }[] };
    expect(input.labValues.map((value) => value.name)).toEqual(['glucose_fasting']);
  });
});
