import { COURT_TIME_ZONE } from '@nyaya/shared';

/** Court times are Indian Standard Time whatever the browser's zone. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: COURT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const longDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: COURT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A moment as "dd-mm-yyyy HH:mm IST" (the spec's dd-mm-yyyy dates), or with seconds for a running clock. */
export function formatIstDateTime(moment: string | Date, { seconds = false } = {}): string {
  const parts = Object.fromEntries(
    dateTime.formatToParts(new Date(moment)).map((part) => [part.type, part.value]),
  );
  const time = seconds ? `${parts.hour}:${parts.minute}:${parts.second}` : `${parts.hour}:${parts.minute}`;
  return `${parts.day}-${parts.month}-${parts.year} ${time} IST`;
}

/** A moment's time of day as "HH:mm IST" (e.g. since when an advocate waits). */
export function formatIstTime(moment: string | Date): string {
  const parts = Object.fromEntries(
    dateTime.formatToParts(new Date(moment)).map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute} IST`;
}

/** A court day YYYY-MM-DD as dd-mm-yyyy (the spec's date form). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** A court day YYYY-MM-DD written out as in India: "Tuesday, 24 November 2026". */
export function formatLongDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Midnight UTC is 05:30 in Delhi: the same calendar day.
  return longDay.format(new Date(Date.UTC(year, month - 1, date)));
}
