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
    <BloodworkReview entry={data.viewer.bloodworkEntry} onSaved={onSaved} onDiscard={async () => undefined} isDiscarding={false} onCancel={() => undefined} />
  );
}

const FROM_TEXT = { qualifier: null, foundBy: 'text', needsReview: false };
const ENTRY = {
  id: 'entry-1',
  date: '2024-09-14',
  status: 'draft',
  isDateMissing: false,
  pdfFilename: 'report.pdf',
  labValues: [
    { marker: 'glucose_fasting', printedName: 'Glucose (F)', value: 92, unit: 'mg/dL', refLow: 70, refHigh: 110, refSource: 'printed', ...FROM_TEXT },
    { marker: 'hemoglobin', printedName: 'Hb', value: 13.1, unit: 'g/dL', refLow: 12, refHigh: 15.5, refSource: 'default', ...FROM_TEXT },
  ],
  unmatched: [{ printedName: 'RBC Count', value: 5, unit: '', refLow: null, refHigh: null, ...FROM_TEXT }],
};

function renderReview(entry: Record<string, unknown> = ENTRY) {
  const environment = createMockEnvironment();
  // Each resolver answers one operation: the entry first, then the marker catalog.
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { BloodworkEntry: () => entry }));
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
        { name: 'glucose_fasting', printedName: 'Glucose (F)', value: 5.1, qualifier: null, unit: 'mmol/L', refSource: 'default', foundBy: 'text' },
        { name: 'hemoglobin', printedName: 'Hb', value: 13.1, qualifier: null, unit: 'g/dL', refSource: 'default', foundBy: 'text' },
        { name: 'rbc', printedName: 'RBC Count', value: 5, qualifier: null, unit: '10^12/L', refSource: 'default', foundBy: 'text' },
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
    expect(await screen.findByText('Enter a number, with < or > in front if the report has one')).toBeInTheDocument();
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

async function savedInput(environment: ReturnType<typeof createMockEnvironment>) {
  const operation = await waitFor(() => {
    const pending = environment.mock.getMostRecentOperation();
    expect(pending.request.node.params.name).toBe('useUpdateBloodworkMutation');
    return pending;
  });
  return operation.request.variables.input as { date: string; labValues: Record<string, unknown>[] };
}

describe('BloodworkReview of a draft', () => {
  it('keeps a printed range labelled as printed and a < or > qualifier through the save', async () => {
    const user = userEvent.setup();
    const entry = { ...ENTRY, labValues: [{ ...ENTRY.labValues[0]!, value: 0.5, qualifier: '<' }, ENTRY.labValues[1]!] };
    const { environment } = renderReview(entry);
    expect(await screen.findByLabelText('Value for Fasting glucose')).toHaveValue('<0.5');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    const input = await savedInput(environment);
    expect(input.labValues[0]).toEqual({
      name: 'glucose_fasting',
      printedName: 'Glucose (F)',
      value: 0.5,
      qualifier: '<',
      unit: 'mg/dL',
      refLow: 70,
      refHigh: 110,
      refSource: 'printed',
      foundBy: 'text',
    });
  });

  it('reads a qualifier the user types in front of the value', async () => {
    const user = userEvent.setup();
    const { environment } = renderReview();
    const hemoglobin = await screen.findByLabelText('Value for Hemoglobin');
    await user.clear(hemoglobin);
    await user.type(hemoglobin, '> 20');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect((await savedInput(environment)).labValues[1]).toMatchObject({ value: 20, qualifier: '>' });
  });

  it('asks for the collection date when the report printed none', async () => {
    const user = userEvent.setup();
    const { environment } = renderReview({ ...ENTRY, isDateMissing: true });
    const date = await screen.findByLabelText(/Collection date/);
    expect(date).toHaveValue('');
    expect(screen.getByText('No collection date was found on the report. Enter the date your sample was taken.')).toBeInTheDocument();
    expect(screen.queryByText(/Read as/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Enter the collection date.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useUpdateBloodworkMutation')).toBe(false);

    await user.type(date, '2024-03-05');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect((await savedInput(environment)).date).toBe('2024-03-05');
  });

  it('names the reader of each value only when not all come from the PDF text, and highlights values to check', async () => {
    const mixed = {
      ...ENTRY,
      labValues: [ENTRY.labValues[0]!, { ...ENTRY.labValues[1]!, foundBy: 'ocr', needsReview: true }],
    };
    const { environment } = renderReview(mixed);
    const hemoglobin = await screen.findByRole('listitem', { name: 'Hemoglobin' });
    expect(within(hemoglobin).getByText('Found by: Scanned text')).toBeInTheDocument();
    expect(within(hemoglobin).getByText('Check this value')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Fasting glucose' })).getByText('Found by: PDF text')).toBeInTheDocument();
    expect(screen.getByText(/1 value was hard to read and is highlighted/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save results' }));
    expect((await savedInput(environment)).labValues[1]).toMatchObject({ foundBy: 'ocr' });
  });

  it('names no reader when every value comes from the PDF text', async () => {
    renderReview();
    await screen.findByRole('listitem', { name: 'Hemoglobin' });
    expect(screen.queryByText(/Found by/)).not.toBeInTheDocument();
    expect(screen.queryByText('Check this value')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('edits a saved entry with Cancel instead of Discard', async () => {
    renderReview({ ...ENTRY, status: 'confirmed' });
    expect(await screen.findByRole('region', { name: 'Edit values' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });
});
