import type { CaseRow } from './cases.ts';

/**
 * Where an advocate's matter on today's cause list stands: listed (not called yet), called (the judge is hearing
 * it now: Join), or heard (its hearing ended).
 */
export const MATTER_STATES = ['listed', 'called', 'heard'] as const;
export type MatterState = (typeof MATTER_STATES)[number];

/**
 * One of the signed-in advocate's matters of the day (GET /matters/today), with its hearing as search shows it,
 * and where its room is heard on an external video conference today, the address that joins it.
 */
export type MyMatter = { hearing: CaseRow; state: MatterState; externalMeetingPath: string | null };
