const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Midnight of the same local calendar day. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The local calendar day `days` away (safe across daylight-saving changes). */
export function addLocalDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Whole local calendar days from `from` to `to` (negative when `to` is earlier). */
export function localDaysBetween(from: Date, to: Date): number {
  const fromUtc = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const toUtc = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((toUtc - fromUtc) / MS_PER_DAY);
}

/** The local date as the API expects it: YYYY-MM-DD. */
export function toLocalDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const shortDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** 'Today', 'Yesterday', 'Tomorrow', otherwise e.g. 'Mon, Nov 16' (spec section 2). */
export function formatDayLabel(date: Date, today: Date = new Date()): string {
  const offset = localDaysBetween(today, date);
  if (offset === 0) return 'Today';
  if (offset === -1) return 'Yesterday';
  if (offset === 1) return 'Tomorrow';
  return shortDayFormat.format(date);
}
