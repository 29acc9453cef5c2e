import type { AccessLogRecord } from './queries.ts';
import { kolkataTimestamp } from './kolkata-time.ts';

export const CSV_HEADER = ['Time', 'Event', 'User', 'Role', 'IP', 'User agent', 'Target', 'Detail'] as const;

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * And it may split a cell where a separator it is set to use (, ; tab or a line break) stands, so `x;=cmd|…`
 * holds a formula too: each piece is guarded as a cell is.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n]\s*)([=+\-@])/g;

/** The text with a quote before every place a spreadsheet could read a formula from. */
function formulaSafe(value: string): string {
  const pieces = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(pieces) ? `'${pieces}` : pieces;
}

export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const text = formulaSafe(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The person as a reader of the export knows them: name and e-mail, else what was typed at sign-in. */
function userOf(row: AccessLogRecord): string | null {
  if (row.email === null) return row.userIdentifier;
  return `${row.firstName ?? ''} ${row.lastName ?? ''} <${row.email}>`.trim();
}

export function accessLogCsvLine(row: AccessLogRecord): string {
  return csvLine([
    kolkataTimestamp(row.createdAt),
    row.event,
    userOf(row),
    row.role,
    row.ip,
    row.userAgent,
    row.target,
    row.detail,
  ]);
}
