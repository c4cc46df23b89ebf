import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.js';

export const MIN_PASSWORD_LENGTH = 8;

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common ones and easy to guess. Choose another one: a few unrelated words work well.';
export const EMAIL_PASSWORD_MESSAGE = "Your password can't be your email address.";

let commonPasswords: Set<string> | undefined;

/** The shipped list (server/data/common-passwords.txt, see buildCommonPasswords.ts), read once on first use. */
function commonPasswordList(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(path.join(repoRoot, 'server/data/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

/**
 * Why a new password is refused, or undefined when it is acceptable. The length rule lives in the inputs' validators;
 * this adds the rules that need data: the common-password list and the account's own email.
 */
export function newPasswordProblem(password: string, email: string): string | undefined {
  const folded = password.trim().toLowerCase();
  if (folded === email.trim().toLowerCase()) return EMAIL_PASSWORD_MESSAGE;
  if (commonPasswordList().has(folded)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}
