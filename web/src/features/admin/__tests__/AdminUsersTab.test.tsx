import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminUsersTab } from '../AdminUsersTab';
import { answer, renderAdmin } from './adminHarness';

interface Row {
  firstName: string;
  lastName: string | null;
  email: string;
  tier: string;
  subscriptionStatus: string;
  role: string;
  isTestUser: boolean;
}

const ADA: Row = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  tier: 'pro',
  subscriptionStatus: 'past_due',
  role: 'admin',
  isTestUser: false,
};
const BO: Row = { firstName: 'Bo', lastName: null, email: 'bo@example.test', tier: 'free', subscriptionStatus: 'none', role: 'user', isTestUser: true };

function usersPage(rows: Row[]) {
  let index = 0;
  return {
    AdminUserConnection: () => ({ totalCount: rows.length, edges: rows.map(() => ({})), pageInfo: { hasNextPage: false, endCursor: null } }),
    User: () => {
      const row = rows[index]!;
      index += 1;
      return { ...row, internalID: `id-${index}`, createdAt: '2026-11-01T10:00:00.000Z', lastActiveAt: null };
    },
  };
}

describe('Admin users tab', () => {
  it('lists users with their plan, status and role in words, each linking to their page', async () => {
    const { environment } = renderAdmin(<AdminUsersTab />);
    const first = await answer(environment, usersPage([ADA, BO]));
    expect(first.name).toBe('AdminUsersTabQuery');
    expect(first.variables).toMatchObject({ search: null, tier: null, role: null, sort: 'created', count: 20 });

    const table = await screen.findByRole('table', { name: 'Users' });
    const ada = within(table).getByRole('link', { name: 'Ada Lovelace' }).closest('tr')!;
    expect(ada).toHaveTextContent('Pro');
    expect(ada).toHaveTextContent('Past due');
    expect(ada).toHaveTextContent('Admin');
    expect(ada).not.toHaveTextContent('past_due');
    const bo = within(table).getByRole('link', { name: 'Bo' }).closest('tr')!;
    expect(bo).toHaveTextContent('No subscription');
    expect(bo).toHaveTextContent('Test user');
    expect(within(table).getByRole('link', { name: 'Bo' })).toHaveAttribute('href', '/admin?tab=users&user=id-2');
    expect(screen.getByRole('status')).toHaveTextContent('2 users');
  });

  it('searches as the admin types and filters by plan, role and sort order', async () => {
    const { environment } = renderAdmin(<AdminUsersTab />);
    await answer(environment, usersPage([ADA, BO]));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lovel');
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables.search).toBe('lovel'));
    await answer(environment, usersPage([ADA]));
    expect(await screen.findByText('1 user')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'pro');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'last_active');
    const last = await answer(environment, usersPage([ADA]));
    expect(last.variables).toMatchObject({ search: 'lovel', tier: 'pro', role: 'admin', sort: 'last_active' });
  });

  it('says what to try when nobody matches', async () => {
    const { environment } = renderAdmin(<AdminUsersTab />);
    await answer(environment, usersPage([]));
    expect(await screen.findByText('No users match. Try part of an email address or a name, or clear the filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 users');
  });
});
