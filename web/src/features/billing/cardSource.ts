import type { CardInput } from '../../__generated__/useAddCardMutation.graphql';

/** What a card form produces: the card's fields (sandbox) or a gateway token (Stripe Elements). */
export interface CardSource {
  card?: CardInput;
  sourceId?: string;
}

export interface CardFormProps {
  submitLabel: string;
  isBusy: boolean;
  onSubmit(source: CardSource): void;
  /** Stripe only: the publishable key for Stripe.js. */
  publishableKey?: string | null;
}

/** "12/34" or "12 / 2034" → month and year; null when it is not a month and year. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: Number(match[2]) };
}

/** Groups the digits in fours as they are typed ("4242 4242 …"). */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
