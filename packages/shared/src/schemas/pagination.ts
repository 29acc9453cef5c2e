import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from '../constants.ts';
import { MAX_DATABASE_INTEGER } from './params.ts';

/** ?page= of every paginated list: a whole number from 1, default 1. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_DATABASE_INTEGER).default(1),
});

export const searchText = z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).optional();
