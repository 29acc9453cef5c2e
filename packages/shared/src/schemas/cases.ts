import { z } from 'zod';
import { MESSAGE_CODES } from '../messages.ts';
import { cnrField, cnrParams } from './cnr.ts';
import { pageQuery } from './pagination.ts';

/** POST crnSearch (spec.md §7, "Case search"): the spec names the field crnNumber. */
export const crnSearchSchema = z.object({ crnNumber: cnrField() });
export type CrnSearchInput = z.infer<typeof crnSearchSchema>;

/** A court's value as the dropdowns send it; an empty or overlong one names no court. */
const courtValue = z
  .string()
  .trim()
  .min(1, { error: MESSAGE_CODES.courtRequired })
  .max(50, { error: MESSAGE_CODES.courtRequired });

/**
 * GET courtHearings: the hearings of one court, a district court room (court_rooms.value, e.g. "1^2") or a High
 * Court bench (its value), today first, a page at a time.
 */
export const courtHearingsQuery = pageQuery
  .extend({
    courtRoom: courtValue.optional(),
    bench: courtValue.optional(),
  })
  .refine((query) => (query.courtRoom === undefined) !== (query.bench === undefined), {
    error: MESSAGE_CODES.courtRequired,
    path: ['courtRoom'],
  });
export type CourtHearingsQuery = z.infer<typeof courtHearingsQuery>;

/** POST savedCases: an advocate adds a case to their list by CNR. */
export const saveCaseSchema = cnrParams;
