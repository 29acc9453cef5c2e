import { z } from 'zod';

/**
 * The payload of `matter-called` (COURTROOM_EVENTS.matterCalled), sent to each verified advocate the cause list
 * names on a hearing when the judge calls it; clients check it before trusting it.
 */
export const matterCalledSchema = z.object({
  hearingId: z.number().int().positive(),
  roomId: z.string().min(1),
  /** The court room it is heard in, by its master-data value ("n^m"): named to the advocate, not the room. */
  courtRoom: z.string().min(1).nullable(),
  cnr: z.string().min(1),
  caseNumber: z.string().min(1),
  petitioner: z.string(),
  defendant: z.string(),
});
export type MatterCalled = z.infer<typeof matterCalledSchema>;
