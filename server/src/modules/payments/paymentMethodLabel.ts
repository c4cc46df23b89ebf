import { PaymentMethodKind } from './billing.enums.js';
import type { PaymentMethod } from './paymentMethod.entity.js';

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** How a method is named to its owner: "Visa •••• 4242" or "PayPal (ana@example.com)". */
export function paymentMethodLabel(method: Pick<PaymentMethod, 'kind' | 'brand' | 'last4' | 'paypalEmail'>): string {
  if (method.kind === PaymentMethodKind.paypal) return method.paypalEmail ? `PayPal (${method.paypalEmail})` : 'PayPal';
  const brand = (method.brand && BRAND_NAMES[method.brand]) ?? 'Card';
  return method.last4 ? `${brand} •••• ${method.last4}` : brand;
}
