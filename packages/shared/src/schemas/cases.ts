import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { cnrField } from './cnr.ts';

/** POST crnSearch (spec 7, "Case search"): the spec names the field crnNumber. */
export const crnSearchSchema = z.object({ crnNumber: cnrField(MESSAGES.cnrLength) });
export type CrnSearchInput = z.infer<typeof crnSearchSchema>;
