import { COURT_UTC_OFFSET as OFFSET, courtInstant, MINUTE_MS } from '@nyaya/shared';

/** India keeps one offset all year, so a calendar day there is a fixed UTC interval. */
const OFFSET_MS = 330 * MINUTE_MS;

/** Midnight at the start of a YYYY-MM-DD day in Asia/Kolkata. */
export function startOfKolkataDay(isoDate: string): Date {
  return courtInstant(isoDate, '00:00');
}

/** "2025-01-15T14:03:22+05:30": the court's local time, unambiguous to a spreadsheet and a person. */
export function kolkataTimestamp(date: Date): string {
  return `${new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19)}${OFFSET}`;
}

export function kolkataDate(date: Date): string {
  return kolkataTimestamp(date).slice(0, 10);
}
