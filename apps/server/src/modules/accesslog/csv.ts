import type { AccessLogRecord } from './queries.ts';
import { kolkataTimestamp } from './kolkata-time.ts';

export const CSV_HEADER = ['Time', 'Event', 'User', 'Role', 'IP', 'User agent', 'Target', 'Detail'] as const;

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
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
