import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';
import { BillingNoticeBar } from '../BillingNoticeBar';

const auth = { user: { id: 'VXNlcjox' }, isAuthenticated: true, updateUser: () => undefined } as unknown as AuthContextValue;

type Viewer = { notices: { id: string; kind: string; message: string }[]; subscription: Record<string, unknown> | null };

function renderBar(viewer: Viewer, path = '/dashboard') {
  const environment = createMockEnvironment();
  const resolved: string[] = [];
  environment.mock.queueOperationResolver((operation) => {
    resolved.push(operation.request.node.operation.name);
    return MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ id: 'Vmlld2VyOjE=', subscription: viewer.subscription }),
      BillingNoticeConnection: () => ({ edges: viewer.notices.map((node) => ({ node: { __typename: 'BillingNotice', ...node } })) }),
    });
  });
  const router = createMemoryRouter([{ path: '*', element: <BillingNoticeBar /> }], { initialEntries: [path] });
  render(
    <AuthContext.Provider value={auth}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </AuthContext.Provider>,
  );
  return { environment, router, resolved };
}

const paused = {
  __typename: 'ProSubscription',
  id: 'UHJvU3Vic2NyaXB0aW9uOjE=',
  status: 'paused',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-23T12:00:00Z',
  nextChargeAt: null,
  pausedAt: '2026-11-30T10:00:00Z',
  paymentMethod: null,
};

// The bar's content is a lazy chunk: load it once up front so each test waits only for React.
beforeAll(() => import('../BillingNoticeBarContent'));
beforeEach(() => window.localStorage.clear());

describe('the billing notice in the app shell', () => {
  it('shows a failed payment anywhere in the app, links to Billing, and dismisses it on the server', async () => {
    const failed = { id: 'QmlsbGluZ05vdGljZTox', kind: 'payment_failed', message: "We couldn't charge Visa •••• 0341 $9.99 for Pro." };
    const { environment, router } = renderBar({ notices: [failed], subscription: { ...paused, status: 'past_due', pausedAt: null } });
    expect(await screen.findByText(failed.message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Billing notice' })).toHaveTextContent('Go to Billing');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    const mutation = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.operation.name).toBe('useDismissBillingNoticeMutation');
      return operation;
    });
    expect(mutation.request.variables.input).toEqual({ noticeId: failed.id });

    fireEvent.click(screen.getByRole('link', { name: 'Go to Billing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    // The Billing page lists the notices itself.
    expect(screen.queryByText(failed.message)).not.toBeInTheDocument();
  });

  it('tells a paused subscription and remembers its dismissal in this browser', async () => {
    renderBar({ notices: [], subscription: paused });
    const message = 'Pro is paused: you are not charged, and Pro features are off until you resume.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('dismissedBillingAlerts') ?? '[]')).toEqual([`paused:${paused.id}:${paused.pausedAt}`]);
  });

  it('shows nothing when billing is in order', async () => {
    const { resolved } = renderBar({ notices: [], subscription: { ...paused, status: 'active', pausedAt: null } });
    await waitFor(() => expect(resolved).toEqual(['BillingNoticeBarContentQuery']));
    expect(screen.queryByRole('group', { name: 'Billing notice' })).not.toBeInTheDocument();
    expect(screen.queryByText('Go to Billing')).not.toBeInTheDocument();
  });
});
