import { COURT_TIME_ZONE, DEFAULT_LANGUAGE } from '@nyaya/shared';
import i18next from 'i18next';

/**
 * Court times are Indian Standard Time whatever the browser's zone. Made on first use: the first formatter of a zone
 * loads the zone's data (about 25 ms of a phone's start-up), which a page showing no time never needs.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateTime = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: COURT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

const longDayFormats = new Map<string, Intl.DateTimeFormat>();

/** The long-day form in the Indian style of a language: 'en' → 'en-IN', 'hi' → 'hi-IN'. */
function longDayFormat(language: string): Intl.DateTimeFormat {
  const locale = `${language.split('-')[0] ?? DEFAULT_LANGUAGE}-IN`;
  let format = longDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: COURT_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDayFormats.set(locale, format);
  }
  return format;
}

/** A moment's day, month, year, hour, minute and second in India, by name. */
function istParts(moment: string | Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(
    dateTime()
      .formatToParts(new Date(moment))
      .map((part) => [part.type, part.value]),
  );
}

/** A moment as "dd-mm-yyyy HH:mm IST" (the spec's dd-mm-yyyy dates), or with seconds for a running clock. */
export function formatIstDateTime(moment: string | Date, { seconds = false } = {}): string {
  const parts = istParts(moment);
  const time = seconds ? `${parts.hour}:${parts.minute}:${parts.second}` : `${parts.hour}:${parts.minute}`;
  return `${parts.day}-${parts.month}-${parts.year} ${time} IST`;
}

/** A moment's time of day as "HH:mm IST" (e.g. since when an advocate waits). */
export function formatIstTime(moment: string | Date): string {
  const parts = istParts(moment);
  return `${parts.hour}:${parts.minute} IST`;
}

/** A court day YYYY-MM-DD as dd-mm-yyyy (the spec's date form). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/**
 * A court day YYYY-MM-DD written out as in India, in the user's language (the one instance lib/i18n.ts sets
 * up): "Tuesday, 24 November 2026", "मंगलवार, 24 नवंबर 2026".
 */
export function formatLongDay(day: string, language: string = i18next.language || DEFAULT_LANGUAGE): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Midnight UTC is 05:30 in Delhi: the same calendar day.
  return longDayFormat(language).format(new Date(Date.UTC(year, month - 1, date)));
}
