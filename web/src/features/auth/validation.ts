/** Spec/server rule: passwords need at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Enter a valid email address, like name@example.com.';
  return undefined;
}

/** The server also refuses the 10,000 most common passwords; its message shows on the same field. */
export function validateNewPassword(password: string, email?: string): string | undefined {
  if (!password) return 'Choose a password.';
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "Your password can't be your email address.";
  return undefined;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Repeat your password.';
  if (password !== confirmation) return 'The passwords do not match.';
  return undefined;
}

export function validateRequired(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

export type FormErrors<TField extends string> = Partial<Record<TField, string>>;

export function hasErrors<TField extends string>(errors: FormErrors<TField>): boolean {
  return Object.values(errors).some(Boolean);
}
