/** Courts keep Indian time: "today", "tomorrow" and "not in the future" are days in Asia/Kolkata. */
export const COURT_TIME_ZONE = 'Asia/Kolkata';

/** India has one time zone and no daylight saving: Asia/Kolkata is always UTC+05:30. */
export const COURT_UTC_OFFSET = '+05:30';

/** The same offset in milliseconds. */
const COURT_UTC_OFFSET_MS =
  Date.parse('1970-01-01T00:00:00Z') - Date.parse(`1970-01-01T00:00:00${COURT_UTC_OFFSET}`);

/**
 * The court's date of an instant, by the offset rather than an Intl formatter of the zone: the first of those loads
 * the zone's data, a quarter of the web app's start-up script on a phone's CPU (about 25 ms; issue 41).
 */
const isoDay = (at: Date) => new Date(at.getTime() + COURT_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The instant of a court day (YYYY-MM-DD) at a court time of day (HH:MM). */
export const courtInstant = (day: string, time: string) => new Date(`${day}T${time}:00${COURT_UTC_OFFSET}`);

/**
 * Where the court's today comes from: this machine's clock, moved by `offsetMs` in a browser that goes by the
 * server's clock (a PC whose clock is wrong still shows the court's day), or one day held whatever the time
 * (`pinnedDay`: a test run, whose hearings seeded for today are still today's after midnight in India).
 */
let clock: { offsetMs: number; pinnedDay?: string | undefined } = { offsetMs: 0 };

/** The court's date of an instant as YYYY-MM-DD; without one, the court's today by the court clock. */
export function courtDate(at?: Date): string {
  if (at) return isoDay(at);
  return clock.pinnedDay ?? isoDay(new Date(courtNow()));
}

/**
 * The time now by the court clock (epoch ms): the server's, in a browser that follows it. What a page measures
 * against a time the server gave (an address's expiry, when a code was sent) is measured with this, not with the
 * machine's own clock, which may be hours out.
 */
export function courtNow(): number {
  return Date.now() + clock.offsetMs;
}

/** The server's court clock, as GET /health tells it to the browser (followCourtClock). */
export type CourtClockReading = {
  /** The court's today by the server, YYYY-MM-DD. */
  today: string;
  /** The server's time, ISO 8601. */
  now: string;
  /** The server holds one court day whatever the time (a test server's COURT_DATE). */
  pinned: boolean;
};

/**
 * Holds the court's today at a day (YYYY-MM-DD) whatever the time, or, given undefined, lets the clock tell it
 * again. For test runs only: the server's COURT_DATE, which production refuses.
 */
export function pinCourtDate(isoDate: string | undefined): void {
  clock = { offsetMs: 0, pinnedDay: isoDate };
}

/** What the court clock says now, for a browser to follow. */
export function readCourtClock(): CourtClockReading {
  return { today: courtDate(), now: new Date().toISOString(), pinned: clock.pinnedDay !== undefined };
}

/**
 * A browser goes by the server's court clock from now on; `readAt` is this machine's time of the reading. A
 * reading without a time leaves the clock as it was.
 */
export function followCourtClock(server: CourtClockReading, readAt: number = Date.now()): void {
  const offsetMs = Date.parse(server.now) - readAt;
  if (Number.isNaN(offsetMs)) return;
  clock = { offsetMs, pinnedDay: server.pinned ? server.today : undefined };
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
export function courtTomorrow(now?: Date): string {
  return addDays(courtDate(now), 1);
}

/** The court's date some days before its today, YYYY-MM-DD. */
export function courtDaysAgo(days: number): string {
  return addDays(courtDate(), -days);
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
