import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';
import { PaypalSetupReturn } from '../PaypalSetupReturn';
import { StripePaypalButton } from '../StripePaypalButton';

// Stripe.js is mocked where the app meets it: the module that loads it from Stripe's servers.
const mockConfirmPayPalSetup = jest.fn<(clientSecret: string, options: { return_url: string }) => Promise<{ error?: { message: string } }>>();
jest.mock('@stripe/stripe-js', () => ({ loadStripe: async () => ({ confirmPayPalSetup: mockConfirmPayPalSetup }) }));

const auth = { user: { id: 'VXNlcjox' }, isAuthenticated: true, updateUser: () => undefined } as unknown as AuthContextValue;

function renderWithRelay(element: ReactNode, path = '/billing') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <AuthContext.Provider value={auth}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </AuthContext.Provider>,
  );
  return { environment, router };
}

async function nextOperation(environment: ReturnType<typeof createMockEnvironment>, name: string) {
  return waitFor(() => {
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe(name);
    return operation;
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('PayPal in Stripe mode', () => {
  it('asks the server for a PayPal setup, then sends the customer to PayPal with Stripe.js and a return to Billing', async () => {
    mockConfirmPayPalSetup.mockResolvedValue({});
    const onProblem = jest.fn<(message: string) => void>();
    const { environment } = renderWithRelay(<StripePaypalButton publishableKey="pk_test_fake" nickname="Travel PayPal" onProblem={onProblem} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with PayPal' }));
    const operation = await nextOperation(environment, 'useStartPaypalSetupMutation');
    expect(screen.getByRole('button', { name: 'Opening PayPal…' })).toBeDisabled();
    act(() => environment.mock.resolve(operation, { data: { startPaypalSetup: { setupId: 'seti_123', clientSecret: 'seti_123_secret_abc' } } }));
    await waitFor(() => expect(mockConfirmPayPalSetup).toHaveBeenCalledWith('seti_123_secret_abc', { return_url: 'http://localhost/billing' }));
    expect(window.sessionStorage.getItem('paypal-nickname:seti_123')).toBe('Travel PayPal');
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('says why when Stripe.js cannot send the customer to PayPal', async () => {
    mockConfirmPayPalSetup.mockResolvedValue({ error: { message: 'PayPal is not available in your country.' } });
    const onProblem = jest.fn<(message: string) => void>();
    const { environment } = renderWithRelay(<StripePaypalButton publishableKey="pk_test_fake" nickname="" onProblem={onProblem} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with PayPal' }));
    const operation = await nextOperation(environment, 'useStartPaypalSetupMutation');
    act(() => environment.mock.resolve(operation, { data: { startPaypalSetup: { setupId: 'seti_9', clientSecret: 'seti_9_secret' } } }));
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('PayPal is not available in your country.'));
    expect(screen.getByRole('button', { name: 'Continue with PayPal' })).toBeEnabled();
  });

  it('on the return from PayPal, saves the account the setup attached under the nickname typed before leaving', async () => {
    window.sessionStorage.setItem('paypal-nickname:seti_123', 'Travel PayPal');
    const { environment, router } = renderWithRelay(
      <PaypalSetupReturn />,
      '/billing?setup_intent=seti_123&setup_intent_client_secret=seti_123_secret_abc&redirect_status=succeeded',
    );
    const operation = await nextOperation(environment, 'useAddPaypalMutation');
    expect(operation.request.variables).toEqual({ input: { setupId: 'seti_123', nickname: 'Travel PayPal' } });
    expect(router.state.location.search).toBe('');
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation)));
    expect(await screen.findByText('PayPal saved')).toBeInTheDocument();
  });

  it('a refused approval says so and saves nothing', async () => {
    const { environment } = renderWithRelay(<PaypalSetupReturn />, '/billing?setup_intent=seti_5&redirect_status=failed');
    expect(await screen.findByText('Failed to save payment method')).toBeInTheDocument();
    expect(screen.getByText('PayPal did not approve the account. Try again or choose another payment method.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
