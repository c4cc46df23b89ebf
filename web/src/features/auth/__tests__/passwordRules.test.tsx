import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

const COMMON = 'This password is one of the most common ones and easy to guess. Choose another one: a few unrelated words work well.';

async function fillRegisterForm(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  const [passwordField, confirmField] = document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]');
  await userEvent.type(passwordField!, password);
  await userEvent.type(confirmField!, password);
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('password rules on the register form', () => {
  it("says on the password field that it can't be the email, before asking the server", async () => {
    const { requests } = installFakeServer({});
    renderApp('/register');
    await fillRegisterForm('ada@example.com', 'ADA@example.com');
    expect(await screen.findByText("Your password can't be your email address.")).toBeInTheDocument();
    expect(requests.some((request) => request.operationName === 'useRegisterMutation')).toBe(false);
  });

  it("shows the server's common-password message on the password field", async () => {
    installFakeServer({
      useRegisterMutation: () => ({
        errors: [{ message: COMMON, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'password', message: COMMON }] } }],
      }),
    });
    renderApp('/register');
    await fillRegisterForm('ada@example.com', 'football');
    const message = await screen.findByText(COMMON);
    const passwordField = document.querySelector<HTMLInputElement>('input[autocomplete="new-password"]')!;
    expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField.getAttribute('aria-describedby') ?? '').toContain(message.closest('[id]')!.id);
  });
});
