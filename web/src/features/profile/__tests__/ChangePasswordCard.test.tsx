import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { GraphQLRequestError } from '../../../relay/graphqlErrors';
import { TEST_USER } from '../../../test/fakeServer';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';
import { ChangePasswordCard } from '../ChangePasswordCard';

const COMMON = 'This password is one of the most common ones and easy to guess. Choose another one: a few unrelated words work well.';

function renderCard() {
  const environment = createMockEnvironment();
  const auth = {
    user: TEST_USER,
    isCheckingSession: false,
    isNewUser: false,
    authError: null,
    signedOutDestination: '/landing',
    isAuthenticated: true,
    replaceToken: jest.fn(),
  } as unknown as AuthContextValue;
  render(
    <RelayEnvironmentProvider environment={environment}>
      <AuthContext.Provider value={auth}>
        <ChangePasswordCard />
      </AuthContext.Provider>
    </RelayEnvironmentProvider>,
  );
  const [current, next, confirm] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
  return { environment, current: current!, next: next!, confirm: confirm! };
}

describe('ChangePasswordCard password rules', () => {
  it("refuses the account's email as the new password without asking the server", async () => {
    const { environment, current, next, confirm } = renderCard();
    await userEvent.type(current, 'old password here');
    await userEvent.type(next, TEST_USER.email.toUpperCase());
    await userEvent.type(confirm, TEST_USER.email.toUpperCase());
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText("Your password can't be your email address.")).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the server's common-password message on the new-password field", async () => {
    const { environment, current, next, confirm } = renderCard();
    await userEvent.type(current, 'old password here');
    await userEvent.type(next, 'football');
    await userEvent.type(confirm, 'football');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    act(() => {
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError(COMMON, 'BAD_USER_INPUT', [{ field: 'newPassword', message: COMMON }]));
    });
    expect(await screen.findAllByText(COMMON)).not.toHaveLength(0);
    expect(next).toHaveAttribute('aria-invalid', 'true');
  });
});
