import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** PostgreSQL's integer ceiling: a larger id is none of ours and must never reach the database. */
const MAX_SERIAL_ID = 2_147_483_647;

/** `/:id` of a record with a numeric id (master data, reasons). */
export const numericIdParams = z.object({
  id: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .int({ error: MESSAGES.invalidRequest })
    .positive({ error: MESSAGES.invalidRequest })
    .max(MAX_SERIAL_ID, { error: MESSAGES.invalidRequest }),
});
