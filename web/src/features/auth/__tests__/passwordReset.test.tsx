import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

const delivery = (value: 'EMAIL' | 'ADMIN_LINK') => () => ({ data: { passwordResetDelivery: value } });
const SENT = 'If an account uses this email, a link to reset its password is on its way. Check your inbox and spam folder.';

describe('sign-in page', () => {
  it('links to the forgot-password page', async () => {
    installFakeServer({ passwordResetDeliveryQuery: delivery('EMAIL') });
    const { router } = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

describe('/forgot-password', () => {
  it('sends the email typed, by keyboard alone, and shows the answer with a way back to sign in', async () => {
    const { requests } = installFakeServer({
      passwordResetDeliveryQuery: delivery('EMAIL'),
      useRequestPasswordResetMutation: () => ({ data: { requestPasswordReset: { delivery: 'EMAIL', message: SENT } } }),
    });
    const { router } = renderApp('/forgot-password');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(document.title).toBe('Reset your password · Nutri');
    await userEvent.type(email, 'Ada@Example.com{Enter}');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(requests.find((request) => request.operationName === 'useRequestPasswordResetMutation')?.variables).toEqual({
      input: { email: 'Ada@Example.com' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('checks the email before sending, and shows a rate limit as an alert', async () => {
    const { requests } = installFakeServer({
      passwordResetDeliveryQuery: delivery('EMAIL'),
      useRequestPasswordResetMutation: () => ({
        errors: [{ message: 'Too many reset requests. Try again in 42 minutes.', extensions: { code: 'RATE_LIMITED' } }],
      }),
    });
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(requests.some((request) => request.operationName === 'useRequestPasswordResetMutation')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests. Try again in 42 minutes.');
  });

  it('without email delivery, tells the user to ask their administrator and offers no form', async () => {
    installFakeServer({ passwordResetDeliveryQuery: delivery('ADMIN_LINK') });
    renderApp('/forgot-password');
    expect(await screen.findByText(/Ask your administrator for a password reset link/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/configured/i)).not.toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('sets the new password with the token from the link, then offers sign-in', async () => {
    const { requests } = installFakeServer({
      useResetPasswordMutation: () => ({ data: { resetPassword: { email: 'ada@example.com' } } }),
    });
    const { router } = renderApp('/reset-password?token=abc_123-XYZ');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(document.title).toBe('Choose a new password · Nutri');
    await userEvent.type(screen.getByLabelText(/^New password/), 'plum orchard at dusk');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'plum orchard at dusk{Enter}');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(requests.find((request) => request.operationName === 'useResetPasswordMutation')?.variables).toEqual({
      input: { token: 'abc_123-XYZ', password: 'plum orchard at dusk' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the server password rule on the field, and a used link as an error with a way to get a new one', async () => {
    const common = 'This password is one of the most common ones and easy to guess. Choose another one: a few unrelated words work well.';
    const used = 'This reset link is not valid any more: it has expired or has already been used. Ask for a new one.';
    let answer = { field: 'password', message: common };
    installFakeServer({
      useResetPasswordMutation: () => ({ errors: [{ message: answer.message, extensions: { code: 'BAD_USER_INPUT', fields: [answer] } }] }),
    });
    const { router } = renderApp('/reset-password?token=t0k3n');
    const password = await screen.findByLabelText(/^New password/);
    await userEvent.type(password, 'baseball');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'baseball{Enter}');
    expect(await screen.findByText(common)).toBeInTheDocument();

    answer = { field: 'token', message: used };
    await userEvent.clear(password);
    await userEvent.type(password, 'plum orchard at dusk');
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'plum orchard at dusk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    await userEvent.click(screen.getByRole('button', { name: 'Get a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('says so when the link has no token', async () => {
    installFakeServer({});
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  });
});
