import type { Database } from '../../core/db/client.ts';
import { createChangeCache } from '../../core/db/change-cache.ts';
import type { DatabaseChanges } from '../../core/db/changes.ts';
import { findHearingsByCnr, type HearingRecord } from '../cause-list/index.ts';
import { findCourt, hearingsHeldBy, listCourtHearings, type CourtChoice } from './queries.ts';

/** A page of a court's hearings; none at all for a bench that streams nowhere. */
export type CourtPage = { rows: HearingRecord[]; total: number; totalPages: number };

/** The hearings every viewer reads alike: a case's, a page of a court's (undefined: no such court). */
export type HearingReads = {
  ofCase: (cnr: string) => Promise<HearingRecord[]>;
  courtPage: (court: CourtChoice, page: number, today: string) => Promise<CourtPage | undefined>;
};

const HEARING_CACHE_TTL_MS = 60_000;
const HEARING_CACHE_MAX_ENTRIES = 20_000;
const EMPTY_PAGE: CourtPage = { rows: [], total: 0, totalPages: 0 };

/**
 * Searches read the same few cases and courts over and over while a hearing draws an audience: what they read is
 * kept in this instance until the database announces any change to a hearing, its sessions and recordings, or the
 * rooms and courts it is heard in (one change forgets every entry: they change a few times a minute at most).
 */
export function createHearingReads(db: Database, changes: DatabaseChanges): HearingReads {
  const options = { topic: 'hearing', max: HEARING_CACHE_MAX_ENTRIES, ttlMs: HEARING_CACHE_TTL_MS };
  const cases = createChangeCache<HearingRecord[]>(changes, options);
  const courtPages = createChangeCache<{ page: CourtPage | undefined }>(changes, options);

  async function readCourtPage(court: CourtChoice, page: number, today: string) {
    const found = await findCourt(db, court);
    if (!found) return undefined;
    const held = hearingsHeldBy(found);
    return held ? listCourtHearings(db, held, page, today) : EMPTY_PAGE;
  }

  return {
    ofCase: async (cnr) =>
      (await cases.get(cnr, async () => ({ value: await findHearingsByCnr(db, cnr) }))) ?? [],
    courtPage: async (court, page, today) => {
      const key = JSON.stringify([court.field, court.value, page, today]);
      const kept = await courtPages.get(key, async () => ({
        value: { page: await readCourtPage(court, page, today) },
      }));
      return kept?.page;
    },
  };
}
