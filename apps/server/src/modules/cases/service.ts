import {
  MESSAGES,
  can,
  courtDate,
  type ApiPage,
  type CaseRow,
  type CourtHearingsQuery,
  type SavedCase,
} from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { hearingKey, type OwnArchivalRequests } from '../archival/index.ts';
import type { CourtroomStore } from '../room-state/index.ts';
import type { HearingReads } from './hearing-reads.ts';
import { liveToThePublic } from './live-to-the-public.ts';
import { type HearingRecord, presentCaseRow } from '../cause-list/index.ts';
import { presentSavedCase } from './presenter.ts';
import { findCurrentHearings, type CourtChoice } from './queries.ts';
import { deleteSavedCase, insertSavedCase, listSavedCases } from './saved-case-queries.ts';
import { partiesSeenBy, withheldFrom, type PartyViewer } from './withheld-parties.ts';

/**
 * What the search reads with: the database, the reads every viewer shares, kept between requests, and the
 * courtrooms (whether a hearing in session reaches the public).
 */
export type CaseReads = {
  db: Database;
  hearings: HearingReads;
  ownRequests: OwnArchivalRequests;
  store: CourtroomStore;
};

function courtOf(query: CourtHearingsQuery): CourtChoice {
  if (query.courtRoom !== undefined) return { field: 'courtRoom', value: query.courtRoom };
  if (query.bench !== undefined) return { field: 'bench', value: query.bench };
  throw badRequest(MESSAGES.courtRequired, 'courtRoom');
}

/**
 * Hearings as this viewer sees them: each with the viewer's own archival request of it, without the names of an
 * excluded matter the viewer may not see, in at most two more queries, and Live as they may use it: to an advocate
 * (who joins) while its session is open, to everyone else (who watches) only while it reaches the public.
 */
async function presentForViewer(
  { db, ownRequests, store }: CaseReads,
  viewer: PartyViewer,
  listed: HearingRecord[],
  today: string,
): Promise<CaseRow[]> {
  const hearings = can(viewer.role, 'liveSessions:join') ? listed : await liveToThePublic(store, listed);
  const requests = await ownRequests(
    viewer.id,
    hearings.map((hearing) => hearing.cnr),
    new Date(),
  );
  const seen = await partiesSeenBy(db, viewer);
  return hearings.map((hearing) =>
    presentCaseRow(
      hearing,
      { withheld: withheldFrom(seen, hearing), archivalRequest: requests.get(hearingKey(hearing)) ?? null },
      today,
    ),
  );
}

/** Every hearing of a case, newest first. */
export async function hearingsOfCase(reads: CaseReads, viewer: PartyViewer, cnr: string): Promise<CaseRow[]> {
  return presentForViewer(reads, viewer, await reads.hearings.ofCase(cnr), courtDate());
}

/** The hearings of the court a query names; a court that holds none gives an empty page. */
export async function courtHearings(
  reads: CaseReads,
  viewer: PartyViewer,
  query: CourtHearingsQuery,
): Promise<ApiPage<CaseRow>> {
  const { page } = query;
  const court = courtOf(query);
  const today = courtDate();
  const found = await reads.hearings.courtPage(court, page, today);
  if (!found) throw badRequest(MESSAGES.courtRequired, court.field);
  const { rows, total, totalPages } = found;
  return { status: true, data: await presentForViewer(reads, viewer, rows, today), page, total, totalPages };
}

/** An account's saved cases, each with the hearing that matters today, in three queries. */
export async function savedCasesOf(reads: CaseReads, user: PartyViewer): Promise<SavedCase[]> {
  const today = courtDate();
  const saved = await listSavedCases(reads.db, user.id);
  const hearings = await findCurrentHearings(
    reads.db,
    saved.map((row) => row.cnr),
    today,
  );
  const rows = await presentForViewer(reads, user, [...hearings.values()], today);
  const rowOf = new Map(rows.map((row) => [row.cnr, row]));
  return saved.map((row) => presentSavedCase(row, rowOf.get(row.cnr) ?? null));
}

/** Saves a case listed in the cause list; saving it again changes nothing. */
export async function saveCase(
  reads: CaseReads,
  user: PartyViewer,
  cnr: string,
): Promise<{ savedCase: SavedCase; created: boolean }> {
  const today = courtDate();
  const hearing = (await findCurrentHearings(reads.db, [cnr], today)).get(cnr);
  if (!hearing) throw notFound(MESSAGES.hearingNotFound, 'cnr');
  const { saved, created } = await insertSavedCase(reads.db, user.id, cnr);
  const [row] = await presentForViewer(reads, user, [hearing], today);
  return { savedCase: presentSavedCase(saved, row ?? null), created };
}

export async function removeSavedCase(db: Database, userId: string, cnr: string): Promise<void> {
  if (!(await deleteSavedCase(db, userId, cnr))) throw notFound(MESSAGES.savedCaseNotFound);
}
