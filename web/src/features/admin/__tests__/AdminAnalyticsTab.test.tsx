import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminAnalyticsTab } from '../AdminAnalyticsTab';
import { answer, renderAdmin } from './adminHarness';

const METRICS = [
  { key: 'usersLogging', label: 'Users logging food', value: 1234, unit: 'count' },
  { key: 'averageCalories', label: 'Average calories per logged day', value: null, unit: 'kcal' },
  { key: 'daysOnTarget', label: 'Logged days within 20% of the calorie target', value: 41.6, unit: 'percent' },
];

function analytics(kind: string, tables: { key: string; label: string; columns: string[]; rows: string[][] }[]) {
  let metric = 0;
  let table = 0;
  return {
    AdminAnalytics: () => ({
      kind,
      days: 30,
      from: '2026-10-26',
      to: '2026-11-24',
      metrics: METRICS.map(() => ({})),
      series: [],
      tables: tables.map(() => ({})),
    }),
    AdminMetric: () => METRICS[metric++]!,
    AdminTable: () => tables[table++]!,
  };
}

describe('Admin analytics tab', () => {
  it('shows figures in their units, withholds small groups and says when a table is empty', async () => {
    const { environment } = renderAdmin(<AdminAnalyticsTab />, '/admin?tab=analytics');
    const first = await answer(
      environment,
      analytics('nutrition', [{ key: 'topFoods', label: 'Most logged foods', columns: ['Food', 'Times logged', 'Users'], rows: [] }]),
    );
    expect(first).toMatchObject({ name: 'AdminAnalyticsTabQuery', variables: { kind: 'nutrition', days: null } });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Withheld: fewer than 5 users')).toBeInTheDocument();
    expect(screen.getByText('Nothing to show for this period yet.')).toBeInTheDocument();
    expect(screen.getByText(/2026-10-26 to 2026-11-24 \(30 days\)/)).toBeInTheDocument();
  });

  it('switches kind and period, and explains the health score', async () => {
    const { environment } = renderAdmin(<AdminAnalyticsTab />, '/admin?tab=analytics');
    await answer(environment, analytics('nutrition', []));
    await userEvent.click(await screen.findByRole('tab', { name: 'Health score' }));
    expect(screen.getByText(/40% share of days logged, 40% share of logged days within 20% of their calorie target/)).toBeInTheDocument();
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ kind: 'health_score', days: null }));
    await answer(
      environment,
      analytics('health_score', [
        { key: 'byTier', label: 'Health score by plan', columns: ['Plan', 'Users', 'Average score'], rows: [['Pro', '3', 'Too few users']] },
      ]),
    );
    expect(await screen.findByRole('table', { name: 'Health score by plan' })).toHaveTextContent('Too few users');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '90');
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ kind: 'health_score', days: 90 }));
  });
});
