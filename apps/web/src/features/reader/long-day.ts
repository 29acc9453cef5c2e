import { COURT_TIME_ZONE } from '@nyaya/shared';

const longDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: COURT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A court day YYYY-MM-DD written out as in India: "Tuesday, 24 November 2026". */
export function formatLongDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Midnight UTC is 05:30 in Delhi: the same calendar day.
  return longDay.format(new Date(Date.UTC(year, month - 1, date)));
}
