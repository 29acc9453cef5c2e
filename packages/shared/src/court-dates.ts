/** Courts keep Indian time: "today", "tomorrow" and "not in the future" are days in Asia/Kolkata. */
export const COURT_TIME_ZONE = 'Asia/Kolkata';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: COURT_TIME_ZONE });

/** The court's date of an instant as YYYY-MM-DD. */
export function courtDate(at: Date = new Date()): string {
  return isoDay.format(at);
}

function utcDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function addDays(isoDate: string, days: number): string {
  const date = utcDay(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day after the court's today, YYYY-MM-DD (spec: a hearing's default next date is tomorrow). */
export function courtTomorrow(now: Date = new Date()): string {
  return addDays(courtDate(now), 1);
}

/**
 * Delhi's district courts sit Monday to Saturday except the second Saturday of the month. Gazetted holidays
 * are not modelled: the day after a holiday's eve still counts as a working day.
 */
export function isCourtWorkingDay(isoDate: string): boolean {
  const date = utcDay(isoDate);
  const weekday = date.getUTCDay();
  if (weekday === 0) return false;
  const secondSaturday = weekday === 6 && Math.ceil(date.getUTCDate() / 7) === 2;
  return !secondSaturday;
}

/** The first working day after a date (the Reader's "next working day"). */
export function nextCourtWorkingDay(isoDate: string): string {
  let next = addDays(isoDate, 1);
  while (!isCourtWorkingDay(next)) next = addDays(next, 1);
  return next;
}
