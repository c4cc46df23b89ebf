import { PaymentDeclinedError, type CardDetails } from './paymentGateway.js';

/** How a sandbox test card behaves (the numbers are Stripe's well-known test cards, so the habits carry over). */
export type SandboxCardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_confirmation' | 'charge_fails';

const TEST_CARDS: Record<string, SandboxCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'requires_confirmation',
  // Saves fine, then every charge fails: for trying renewals that fail.
  '4000000000000341': 'charge_fails',
};

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'card';
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card the way a card network would before any charge: number (length, Luhn), expiry, CVC. Throws a
 * PaymentDeclinedError naming the field; its message never repeats the number.
 */
export function validateSandboxCard(card: CardDetails, now: Date): { number: string; brand: string; behaviour: SandboxCardBehaviour } {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    throw new PaymentDeclinedError('Your card number is invalid.', 'incorrect_number', 'number');
  }
  const { expMonth, expYear } = card;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) {
    throw new PaymentDeclinedError("Your card's expiry date is invalid.", 'invalid_expiry', 'expiry');
  }
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (fullYear * 12 + (expMonth - 1) < monthIndex) {
    throw new PaymentDeclinedError('Your card has expired.', 'expired_card', 'expiry');
  }
  if (fullYear * 12 + expMonth > monthIndex + 12 * 50) {
    throw new PaymentDeclinedError("Your card's expiry date is invalid.", 'invalid_expiry', 'expiry');
  }
  const brand = cardBrand(number);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    throw new PaymentDeclinedError("Your card's security code (CVC) is invalid.", 'incorrect_cvc', 'cvc');
  }
  const behaviour = TEST_CARDS[number];
  if (!behaviour) {
    throw new PaymentDeclinedError('Sandbox mode takes test cards only, for example 4242 4242 4242 4242.', 'not_a_test_card', 'number');
  }
  if (behaviour === 'declined') throw new PaymentDeclinedError('Your card was declined.', 'card_declined', 'card');
  return { number, brand, behaviour };
}

export function normalisedExpiryYear(expYear: number): number {
  return expYear < 100 ? 2000 + expYear : expYear;
}
