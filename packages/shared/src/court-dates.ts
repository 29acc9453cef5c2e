/** Courts keep Indian time: "today", "tomorrow" and "not in the future" are days in Asia/Kolkata. */
export const COURT_TIME_ZONE = 'Asia/Kolkata';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: COURT_TIME_ZONE });

/** The court's date of an instant as YYYY-MM-DD. */
export function courtDate(at: Date = new Date()): string {
  return isoDay.format(at);
}

/** The day after the court's today, YYYY-MM-DD (spec: a hearing's default next date is tomorrow). */
export function courtTomorrow(now: Date = new Date()): string {
  const [year, month, day] = courtDate(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
