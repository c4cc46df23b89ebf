import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, storeSignedInSession, viewerResponse } from '../../../test/fakeServer';
import { RelayProvider } from '../../../relay/RelayProvider';
import { AppRoot } from '../../../shell/AppRoot';
import { renderApp } from '../../../test/renderApp';
import { PasswordResetLinkCard } from '../PasswordResetLinkCard';

const USER_ID = 'VXNlcjoy';

// The card as the admin's user-detail page shows it, for one user.
function renderCard() {
  return renderApp('/card', [
    {
      element: <AppRoot />,
      children: [
        {
          path: 'card',
          element: (
            <RelayProvider>
              <PasswordResetLinkCard userId={USER_ID} />
            </RelayProvider>
          ),
        },
      ],
    },
  ]);
}

const RESET_URL = 'https://nutri.example.org/reset-password?token=one-time';

describe('Create password reset link (admin user detail)', () => {
  it('creates a link for the user and copies it to the clipboard', async () => {
    const admin = storeSignedInSession({ role: 'admin' });
    const { requests } = installFakeServer({
      AuthProviderQuery: () => viewerResponse(admin),
      useAdminCreatePasswordResetLinkMutation: () => ({
        data: {
          adminCreatePasswordResetLink: {
            resetUrl: RESET_URL,
            expiresAt: '2026-11-24T21:00:00.000Z',
            user: { id: 'VXNlcjoy', email: 'bo@example.com', firstName: 'Bo' },
          },
        },
      }),
    });
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Create password reset link' }));

    const link = await screen.findByLabelText('Reset link for Bo (bo@example.com)');
    expect(link).toHaveValue(RESET_URL);
    expect(requests.find((request) => request.operationName === 'useAdminCreatePasswordResetLinkMutation')?.variables).toEqual({
      input: { userId: USER_ID },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(RESET_URL);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('shows the server error for an unknown user', async () => {
    const admin = storeSignedInSession({ role: 'admin' });
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(admin),
      useAdminCreatePasswordResetLinkMutation: () => ({ errors: [{ message: 'User not found.', extensions: { code: 'NOT_FOUND' } }] }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Create password reset link' }));
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
  });
});
