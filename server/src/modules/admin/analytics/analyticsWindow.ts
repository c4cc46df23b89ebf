import { badInput } from '../../../graphql/errors.js';
import { addDays } from '../../users/calendar.js';

export const MAX_ANALYTICS_DAYS = 365;
/** Averages of health values over fewer users than this are withheld, so no figure describes one person. */
export const MIN_GROUP_SIZE = 5;

export interface AnalyticsWindow {
  days: number;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

export function analyticsWindow(days: number, now: Date): AnalyticsWindow {
  if (!Number.isInteger(days) || days < 1 || days > MAX_ANALYTICS_DAYS) {
    throw badInput(`'days' must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}.`, [{ field: 'days', message: 'Out of range' }]);
  }
  const to = now.toISOString().slice(0, 10);
  return { days, from: addDays(to, -(days - 1)), to };
}

/** A date range chosen on the dashboard: both ends inclusive, in order, at most a year. */
export function dateRangeWindow(from: string, to: string): AnalyticsWindow {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (!(days >= 1)) throw badInput("'from' must be on or before 'to'.", [{ field: 'from', message: 'After the end date' }]);
  if (days > MAX_ANALYTICS_DAYS) throw badInput(`A date range is at most ${MAX_ANALYTICS_DAYS} days.`, [{ field: 'from', message: 'Range too long' }]);
  return { days, from, to };
}

/** Every date of the window, so charts show days with nothing on them as zero. */
export function datesOf(window: AnalyticsWindow): string[] {
  return Array.from({ length: window.days }, (_, index) => addDays(window.from, index));
}

export const withheldUnlessGroup = (value: number | null, users: number) => (users >= MIN_GROUP_SIZE ? value : null);
