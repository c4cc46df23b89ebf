import { startOfLocalDay, toLocalDateKey } from './formatDayLabel';

let selected: string | null = null;

/** Kept by DayNavigationProvider: the day the dashboard, food log and supplements show. */
export function rememberSelectedDay(dateKey: string | null): void {
  selected = dateKey;
}

/** The day pages will show (YYYY-MM-DD), for route loaders that start the day's query before the page renders. */
export function selectedDayKey(): string {
  return selected ?? toLocalDateKey(startOfLocalDay(new Date()));
}
