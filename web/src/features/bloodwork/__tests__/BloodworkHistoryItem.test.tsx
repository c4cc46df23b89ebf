import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { BloodworkHistoryItemTestQuery } from '../../../__generated__/BloodworkHistoryItemTestQuery.graphql';
import { BloodworkHistoryItem } from '../BloodworkHistoryItem';

function Harness({ onOpen }: { onOpen(id: string, isDraft: boolean): void }) {
  const data = useLazyLoadQuery<BloodworkHistoryItemTestQuery>(
    graphql`
      query BloodworkHistoryItemTestQuery @relay_test_operation {
        viewer {
          bloodworkEntry(id: "entry-1") {
            ...BloodworkHistoryItem_entry
          }
        }
      }
    `,
    {},
  );
  return data.viewer ? <BloodworkHistoryItem entry={data.viewer.bloodworkEntry} onOpen={onOpen} /> : null;
}

function renderItem(entry: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      BloodworkEntry: () => ({
        id: 'entry-1',
        date: '2024-09-14',
        source: 'pdf',
        pdfFilename: 'report.pdf',
        labValues: [{ flag: 'high' }],
        unmatched: [],
        ...entry,
      }),
    }),
  );
  const onOpen = jest.fn<(id: string, isDraft: boolean) => void>();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness onOpen={onOpen} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return onOpen;
}

describe('BloodworkHistoryItem', () => {
  it('marks a draft "Needs review", without flags that do not count yet, and opens its review', async () => {
    const onOpen = renderItem({ status: 'draft', isDateMissing: true });
    expect(await screen.findByText('Needs review')).toBeInTheDocument();
    expect(screen.getByText('Date not found')).toBeInTheDocument();
    expect(screen.queryByText('1 flagged')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith('entry-1', true);
  });

  it('shows a confirmed entry with its date and flags', async () => {
    const onOpen = renderItem({ status: 'confirmed', isDateMissing: false });
    expect(await screen.findByText('Sep 14, 2024')).toBeInTheDocument();
    expect(screen.getByText('1 flagged')).toBeInTheDocument();
    expect(screen.queryByText('Needs review')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith('entry-1', false);
  });
});
