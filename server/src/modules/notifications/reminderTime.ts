import { badInput } from '../../graphql/errors.js';
import { isValidTimeZone } from '../users/calendar.js';

/** Spec section 9: reminders default to 20:00 in the browser's time zone. */
export const DEFAULT_REMINDER_TIME = '20:00';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function assertReminderTime(value: string): string {
  if (!HH_MM.test(value)) {
    throw badInput('Choose a reminder time as HH:MM, from 00:00 to 23:59.', [{ field: 'reminderTime', message: 'Use HH:MM, 24-hour.' }]);
  }
  return value;
}

export function assertTimeZone(value: string): string {
  // Offsets like '+05:30' parse in Intl but are not IANA zones and do not follow daylight saving.
  if ((!value.includes('/') && value !== 'UTC') || !isValidTimeZone(value)) {
    throw badInput(`'${value.slice(0, 64)}' is not a time zone. Use an IANA name such as Europe/Berlin.`, [
      { field: 'timezone', message: 'Use an IANA time zone name.' },
    ]);
  }
  return value;
}
