import { z } from 'zod';
import { CNR_LENGTH } from '../constants.ts';
import { MESSAGE_CODES } from '../messages.ts';

/**
 * A CNR in the eCourts form: 4 letters (state, district) then 12 digits (establishment 2, serial 6,
 * year 4), e.g. DLSW010068242023; an all-digit 16-character number (the spec's form) is accepted too.
 */
export const CNR_PATTERN = /^(?:[A-Z]{4}\d{12}|\d{16})$/;

/** Hyphens and spaces as people copy a CNR (DLND-01-000001-2024) dropped, upper-cased. */
export function normalizeCnr(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Normalised first, so a hyphenated CNR passes; a wrong length gets MESSAGE_CODES.cnrLength, a wrong form cnrFormat. */
export function cnrField() {
  return z
    .string({ error: MESSAGE_CODES.cnrLength })
    .transform(normalizeCnr)
    .pipe(
      z
        .string()
        .length(CNR_LENGTH, { error: MESSAGE_CODES.cnrLength })
        .regex(CNR_PATTERN, { error: MESSAGE_CODES.cnrFormat }),
    );
}

/** A case named by its CNR: in a body (POST savedCases) or a path (savedCases/:cnr, the front door's case status). */
export const cnrParams = z.object({ cnr: cnrField() });
