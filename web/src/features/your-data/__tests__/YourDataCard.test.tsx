import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { YourDataCardTestQuery } from '../../../__generated__/YourDataCardTestQuery.graphql';
import { EXPORT_POLL_MS } from '../DataExportProgress';
import { YourDataCard } from '../YourDataCard';

const query = graphql`
  query YourDataCardTestQuery @relay_test_operation {
    viewer {
      ...YourDataCard_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<YourDataCardTestQuery>(query, {});
  return data.viewer ? <YourDataCard viewer={data.viewer} /> : null;
}

const EXPORT_ID = '5f1c0c7e-2a4b-4d7e-9a51-0d6f1c2b3a40';

function renderCard(latestDataExport: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Viewer: () => ({ latestDataExport: latestDataExport && { id: EXPORT_ID, ...latestDataExport } }) }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('Profile → Your data: download', () => {
  it('shows a large export’s progress, polls it, and offers the download once it is ready', async () => {
    jest.useFakeTimers();
    try {
      const environment = renderCard({ status: 'running', progress: 45, byteSize: null, downloadUrl: null });
      expect(await screen.findByText('Preparing your data… 45%')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Preparing your data: 45% done' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(EXPORT_POLL_MS));
      const poll = await waitFor(() => environment.mock.getMostRecentOperation());
      expect(poll.request.node.operation.name).toBe('DataExportProgressQuery');
      expect(poll.request.variables).toEqual({ id: EXPORT_ID });
      act(() =>
        environment.mock.resolve(
          poll,
          MockPayloadGenerator.generate(poll, {
            DataExport: () => ({
              id: EXPORT_ID,
              status: 'ready',
              progress: 100,
              byteSize: 3_460_000,
              expiresAt: '2026-11-25T10:00:00Z',
              downloadUrl: '/api/exports/x/download?expires=1&signature=s',
            }),
          }),
        ),
      );
      expect(await screen.findByText('Your data is ready (3.3 MB).')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts an export from "Download my data" and shows it being prepared', async () => {
    const environment = renderCard(null);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Download my data' })));
    const start = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(start.request.node.operation.name).toBe('useStartDataExportMutation');
    act(() =>
      environment.mock.resolve(
        start,
        MockPayloadGenerator.generate(start, { DataExport: () => ({ id: EXPORT_ID, status: 'queued', progress: 0, downloadUrl: null }) }),
      ),
    );
    expect(await screen.findByText('Getting ready to prepare your data…')).toBeInTheDocument();
  });
});
