// Building a formatter costs far more than using one, and this runs on every request that reads usage.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The local calendar date (YYYY-MM-DD) of an instant in an IANA time zone. A zone stored before zones were checked
 * (such as '') reads as UTC rather than failing every page of the account.
 */
export function localDate(timezone: string, at: Date = new Date()): string {
  let formatter = dateFormatters.get(timezone);
  if (!formatter) {
    const zone = isValidTimeZone(timezone) ? timezone : 'UTC';
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timezone, formatter);
  }
  return formatter.format(at);
}

export function monthStart(timezone: string, at: Date = new Date()): string {
  return `${localDate(timezone, at).slice(0, 7)}-01`;
}

/** IANA names: 'UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5' — not offsets such as '+01:00'. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

export function isValidTimeZone(timezone: string): boolean {
  if (!IANA_NAME.test(timezone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidLocalDate(value: string): boolean {
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The local date `days` after (or, negative, before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
