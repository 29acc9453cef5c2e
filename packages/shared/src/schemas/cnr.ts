import { z } from 'zod';
import { CNR_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/**
 * A CNR in the eCourts form (DESIGN.md): 4 letters (state, district) then 12 digits (establishment 2, serial 6,
 * year 4), e.g. DLSW010068242023; an all-digit 16-character number (the spec's form) is accepted too.
 */
export const CNR_PATTERN = /^(?:[A-Z]{4}\d{12}|\d{16})$/;

/** Trimmed and upper-cased; a wrong length gets `lengthMessage`, a wrong form MESSAGES.cnrFormat. */
export function cnrField(lengthMessage: string) {
  return z
    .string({ error: lengthMessage })
    .trim()
    .transform((cnr) => cnr.toUpperCase())
    .pipe(
      z
        .string()
        .length(CNR_LENGTH, { error: lengthMessage })
        .regex(CNR_PATTERN, { error: MESSAGES.cnrFormat }),
    );
}
