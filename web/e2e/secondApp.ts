import { startAppProcess, type AppProcess } from './appProcess';

export type SecondApp = AppProcess;

/**
 * A second app process on the journeys' database, for journeys that need settings the shared server does not have
 * (a mail server, an AI provider). `settingsFor` gets the app's own address (for PUBLIC_URL).
 */
export function startSecondApp(settingsFor: (url: string) => Record<string, string>): Promise<SecondApp> {
  return startAppProcess((url) => ({ DATABASE_URL: process.env.E2E_DATABASE_URL!, WEB_CONCURRENCY: '1', ...settingsFor(url) }));
}
