import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { RemindersCardTestQuery } from '../../../__generated__/RemindersCardTestQuery.graphql';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';
import { RemindersCard } from '../RemindersCard';

const query = graphql`
  query RemindersCardTestQuery @relay_test_operation {
    viewer {
      ...RemindersCard_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<RemindersCardTestQuery>(query, {});
  return data.viewer ? <RemindersCard viewer={data.viewer} /> : null;
}

const auth = { user: { id: 'VXNlcjox' }, isAuthenticated: true } as unknown as AuthContextValue;

function renderCard(settings: { dailyReminders: boolean; reminderTime: string; timezone: string; deviceCount: number }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { ReminderSettingsView: () => settings }));
  render(
    <AuthContext.Provider value={auth}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <Harness />
        </Suspense>
      </RelayEnvironmentProvider>
    </AuthContext.Provider>,
  );
  return environment;
}

// The time-zone list has some 400 options, which jsdom renders slowly on a busy machine.
jest.setTimeout(20_000);

describe('Profile → Reminders', () => {
  it('shows the saved reminder and turns it off for every device', async () => {
    const environment = renderCard({ dailyReminders: true, reminderTime: '07:30', timezone: 'Asia/Kolkata', deviceCount: 2 });
    const toggle = await screen.findByRole('switch', { name: 'Daily reminder' });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Reminder time')).toHaveValue('07:30');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    expect(screen.getByText('2 devices get notifications.')).toBeInTheDocument();

    act(() => fireEvent.click(toggle));
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.operation.name).toBe('useUpdateReminderSettingsMutation');
    expect(operation.request.variables.input).toEqual({ dailyReminders: false, reminderTime: '07:30', timezone: 'Asia/Kolkata' });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation)));
    expect(await screen.findByText('Daily reminder off.')).toBeInTheDocument();
  });

  it('saves a new time and sends a test notification', async () => {
    const environment = renderCard({ dailyReminders: true, reminderTime: '20:00', timezone: 'UTC', deviceCount: 1 });
    fireEvent.change(await screen.findByLabelText('Reminder time'), { target: { value: '21:15' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save reminder' })));
    const save = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(save.request.variables.input).toEqual({ dailyReminders: true, reminderTime: '21:15', timezone: 'UTC' });
    act(() => environment.mock.resolve(save, MockPayloadGenerator.generate(save)));
    await screen.findByText('Reminder saved.');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Send a test notification' })));
    const test = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.operation.name).toBe('useSendTestNotificationMutation');
      return operation;
    });
    act(() => environment.mock.resolve(test, { data: { sendTestNotification: { devices: 1, delivered: 1 } } }));
    expect(await screen.findByText('Test notification sent to 1 of 1 device.')).toBeInTheDocument();
  });

  it('says when the browser cannot show notifications', async () => {
    renderCard({ dailyReminders: false, reminderTime: '20:00', timezone: 'UTC', deviceCount: 0 });
    expect(await screen.findByText('Notifications are not supported in this browser')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a test notification' })).toBeDisabled();
  });
});
