import { describe, expect, it } from '@jest/globals';
import { addOneMonth, nextRetryAt } from '../billingPeriods.js';
import { PaymentDeclinedError } from '../gateways/paymentGateway.js';
import { cardBrand, passesLuhn, validateSandboxCard } from '../gateways/sandboxCards.js';
import { formatMoney } from '../invoice.service.js';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('billing periods', () => {
  it.each([
    ['2026-01-31T09:00:00.000Z', '2026-02-28T09:00:00.000Z'],
    ['2028-01-31T09:00:00.000Z', '2028-02-29T09:00:00.000Z'],
    ['2026-12-15T23:30:00.000Z', '2027-01-15T23:30:00.000Z'],
    ['2026-03-31T00:00:00.000Z', '2026-04-30T00:00:00.000Z'],
  ])('one month after %s is %s', (from, to) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(to);
  });

  it('retries 1, 3 and 5 days after the due date, then gives up', () => {
    const due = new Date('2026-04-01T10:00:00Z');
    expect([1, 2, 3, 4].map((failures) => nextRetryAt(due, failures)?.toISOString() ?? null)).toEqual([
      '2026-04-02T10:00:00.000Z',
      '2026-04-04T10:00:00.000Z',
      '2026-04-06T10:00:00.000Z',
      null,
    ]);
  });
});

describe('sandbox cards', () => {
  it('checks Luhn and names the brand', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117'].map(cardBrand)).toEqual(['visa', 'mastercard', 'amex', 'discover']);
  });

  const attempt = (card: Partial<Parameters<typeof validateSandboxCard>[0]>) => {
    try {
      validateSandboxCard({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', ...card }, NOW);
      return 'ok';
    } catch (error) {
      return error instanceof PaymentDeclinedError ? `${error.field}: ${error.message}` : 'crash';
    }
  };

  it('refuses bad numbers, expiries and CVCs, naming the field; the month of expiry itself is still valid', () => {
    expect(attempt({})).toBe('ok');
    expect(attempt({ expMonth: 11, expYear: 26 })).toBe('ok');
    expect(attempt({ expMonth: 10, expYear: 2026 })).toBe('expiry: Your card has expired.');
    expect(attempt({ expMonth: 13 })).toBe("expiry: Your card's expiry date is invalid.");
    expect(attempt({ cvc: '1234' })).toBe("cvc: Your card's security code (CVC) is invalid.");
    expect(attempt({ number: '378282246310005', cvc: '123' })).toBe("cvc: Your card's security code (CVC) is invalid.");
    expect(attempt({ number: '378282246310005', cvc: '1234' })).toBe('ok');
    expect(attempt({ number: '4111 1111 1111 1111' })).toBe('number: Sandbox mode takes test cards only, for example 4242 4242 4242 4242.');
    expect(attempt({ number: '1234' })).toBe('number: Your card number is invalid.');
    expect(attempt({ number: '4000 0000 0000 0002' })).toBe('card: Your card was declined.');
  });

  it('never repeats the card number in a message', () => {
    expect(attempt({ number: '4242 4242 4242 4241' })).not.toContain('4241');
  });
});

describe('money', () => {
  it('shows minor units with the currency’s own decimals', () => {
    expect(formatMoney(999, 'usd')).toBe('$9.99');
    expect(formatMoney(1200, 'jpy')).toBe('¥1,200');
    expect(formatMoney(1050, 'eur')).toBe('€10.50');
  });
});
