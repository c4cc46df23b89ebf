import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { AdminUserDetail } from '../AdminUserDetail';
import { ADMIN, answer, renderAdmin } from './adminHarness';

const USER_ID = 'VXNlcjpibw';

interface Shown {
  id?: string;
  role?: string;
  isTestUser?: boolean;
  events?: { action: string; summary: string }[];
}

function detail({ id = USER_ID, role = 'user', isTestUser = true, events = [] }: Shown = {}) {
  let eventIndex = 0;
  return {
    AdminUserDetail: () => ({
      monthlyRevenueCents: 0,
      counts: { foodLogDays: 12, foodLogItems: 48, supplementLogs: 3, bloodworkEntries: 2, analyses: 5, reportsFiled: 1 },
    }),
    User: () => ({
      id,
      internalID: 'bo-uuid',
      firstName: 'Bo',
      lastName: 'Tester',
      email: 'bo@example.test',
      role,
      tier: 'free',
      subscriptionStatus: 'none',
      adminNotes: null,
      isTestUser,
      timezone: 'Europe/Budapest',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastActiveAt: null,
    }),
    Usage: () => ({ aiFoodQueries: 7, aiAnalyses: 3, aiAssistantMessages: 0 }),
    UsageLimits: () => ({ aiFoodQueries: 100, aiAnalyses: 3, aiAssistantMessages: 10 }),
    AdminAuditEventConnection: () => ({ totalCount: events.length, edges: events.map(() => ({})), pageInfo: { hasNextPage: false, endCursor: null } }),
    AdminAuditEvent: () => {
      const event = events[eventIndex]!;
      eventIndex += 1;
      return { ...event, actorEmail: ADMIN.email, targetEmail: 'bo@example.test', createdAt: '2026-11-20T09:30:00.000Z' };
    },
  };
}

async function showDetail(shown: Shown = {}) {
  const rendered = renderAdmin(<AdminUserDetail userId={USER_ID} />, `/admin?tab=users&user=${USER_ID}`);
  const query = await answer(rendered.environment, detail(shown));
  expect(query).toMatchObject({ name: 'AdminUserDetailQuery', variables: { id: USER_ID } });
  await screen.findByRole('heading', { name: 'Bo Tester' });
  return rendered;
}

describe('Admin user detail', () => {
  it('shows the account, usage and counts, says health data stays private, and words the audit trail', async () => {
    await showDetail({ events: [{ action: 'plan_changed', summary: 'Plan: Free, no subscription → Pro, past due' }] });
    expect(screen.getByText(/Health data stays the user's/)).toBeInTheDocument();
    expect(screen.getAllByText('No subscription').some((element) => element.classList.contains('fui-Badge'))).toBe(true);
    expect(screen.getByText('Free limit 3 a month')).toBeInTheDocument();
    expect(screen.getByText('48 foods')).toBeInTheDocument();
    const trail = screen.getByRole('list', { name: 'Audit trail' });
    expect(within(trail).getByText('Plan change')).toBeInTheDocument();
    expect(within(trail).getByText('Plan: Free, no subscription → Pro, past due')).toBeInTheDocument();
  });

  it('says so when no admin action has touched the user yet', async () => {
    await showDetail();
    expect(screen.getByText('No admin actions recorded yet.')).toBeInTheDocument();
  });

  it('changes the plan with Pro and active preselected and confirms in words', async () => {
    const { environment } = await showDetail();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('pro');
    expect(screen.getByRole('combobox', { name: 'Subscription status' })).toHaveValue('active');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subscription status' }), 'past_due');
    await userEvent.type(screen.getByRole('textbox', { name: 'Admin notes (optional)' }), ' Card declined ');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('useUpgradeUserMutation');
    expect(mutation.request.variables.input).toEqual({ userId: USER_ID, tier: 'pro', subscriptionStatus: 'past_due', adminNotes: 'Card declined' });
    await act(async () => {
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { User: () => ({ id: USER_ID, tier: 'pro', subscriptionStatus: 'past_due' }) }),
      );
    });
    expect(await screen.findByText('Saved: Pro, past due.')).toBeInTheDocument();
  });

  it('makes the user an admin', async () => {
    const { environment } = await showDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('useSetUserRoleMutation');
    expect(mutation.request.variables.input).toEqual({ userId: USER_ID, role: 'admin' });
  });

  it('does not let an admin remove their own admin role, and offers no deletion for a real account', async () => {
    await showDetail({ id: ADMIN.id, role: 'admin', isTestUser: false });
    expect(screen.getByRole('button', { name: 'Remove admin role' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete test user' })).not.toBeInTheDocument();
  });

  it('deletes a test user only after confirming, then goes back to the list', async () => {
    const { environment, router } = await showDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Delete test user' }));
    const dialog = (await screen.findByText('Delete this test user?')).closest<HTMLElement>('[role="dialog"]')!;
    expect(dialog).toHaveTextContent("bo@example.test and everything they recorded will be deleted. This can't be undone.");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    // jsdom leaves the dialog marked aria-hidden while its entry motion would run, hence `hidden`.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete test user', hidden: true }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('useDeleteTestUserMutation');
    expect(mutation.request.variables.input).toEqual({ userId: USER_ID });
    await act(async () => {
      environment.mock.resolve(mutation, { data: { deleteTestUser: { deletedUserId: USER_ID } } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
  });

  it('shows why an action failed', async () => {
    const { environment } = await showDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('Something went wrong'));
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
