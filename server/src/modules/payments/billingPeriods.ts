const DAY_MS = 86_400_000;

/** Days after the first failed renewal on which it is tried again; after the last failure the subscription ends. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

/** The same day and time one calendar month later, clamped to the month's last day (Jan 31 → Feb 28/29). */
export function addOneMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from);
  result.setUTCDate(1);
  result.setUTCMonth(month % 12);
  if (month === 12) result.setUTCFullYear(year + 1);
  result.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return result;
}

/**
 * When to try a failed renewal again: `failedAttempts` failures so far (1 = the renewal itself failed), counted from
 * the first failure at `firstFailureAt`. Null when no retry is left.
 */
export function nextRetryAt(firstFailureAt: Date, failedAttempts: number): Date | null {
  const days = RETRY_AFTER_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(firstFailureAt.getTime() + days * DAY_MS);
}
