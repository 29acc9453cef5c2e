import {
  MESSAGES,
  courtDate,
  type ApiPage,
  type CaseRow,
  type CourtHearingsQuery,
  type SavedCase,
} from '@nyaya/shared';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { hearingKey, ownArchivalRequestsOf } from '../archival/own-requests.ts';
import { presentCaseRow, presentSavedCase } from './presenter.ts';
import {
  findCourt,
  findCurrentHearings,
  findHearingsByCnr,
  hearingsHeldBy,
  listCourtHearings,
  type CourtChoice,
  type HearingRecord,
} from './queries.ts';
import { deleteSavedCase, insertSavedCase, listSavedCases } from './saved-case-queries.ts';
import { partiesSeenBy, withheldFrom, type PartyViewer } from './withheld-parties.ts';

function courtOf(query: CourtHearingsQuery): CourtChoice {
  if (query.courtRoom !== undefined) return { field: 'courtRoom', value: query.courtRoom };
  if (query.bench !== undefined) return { field: 'bench', value: query.bench };
  throw badRequest(MESSAGES.courtRequired, 'courtRoom');
}

/**
 * Hearings as this viewer sees them: each with the viewer's own archival request of it, and without the names
 * of an excluded matter the viewer may not see, in at most two more queries.
 */
async function presentForViewer(
  db: Database,
  viewer: PartyViewer,
  hearings: HearingRecord[],
  today: string,
): Promise<CaseRow[]> {
  const requests = await ownArchivalRequestsOf(
    db,
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
export async function hearingsOfCase(db: Database, viewer: PartyViewer, cnr: string): Promise<CaseRow[]> {
  return presentForViewer(db, viewer, await findHearingsByCnr(db, cnr), courtDate());
}

/** The hearings of the court a query names; a court that holds none gives an empty page. */
export async function courtHearings(
  db: Database,
  viewer: PartyViewer,
  query: CourtHearingsQuery,
): Promise<ApiPage<CaseRow>> {
  const { page } = query;
  const court = courtOf(query);
  const found = await findCourt(db, court);
  if (!found) throw badRequest(MESSAGES.courtRequired, court.field);
  const held = hearingsHeldBy(found);
  if (!held) return { status: true, data: [], page, total: 0, totalPages: 0 };
  const today = courtDate();
  const { rows, total, totalPages } = await listCourtHearings(db, held, page, today);
  return { status: true, data: await presentForViewer(db, viewer, rows, today), page, total, totalPages };
}

/** An account's saved cases, each with the hearing that matters today, in three queries. */
export async function savedCasesOf(db: Database, user: PartyViewer): Promise<SavedCase[]> {
  const today = courtDate();
  const saved = await listSavedCases(db, user.id);
  const hearings = await findCurrentHearings(
    db,
    saved.map((row) => row.cnr),
    today,
  );
  const rows = await presentForViewer(db, user, [...hearings.values()], today);
  const rowOf = new Map(rows.map((row) => [row.cnr, row]));
  return saved.map((row) => presentSavedCase(row, rowOf.get(row.cnr) ?? null));
}

/** Saves a case listed in the cause list; saving it again changes nothing. */
export async function saveCase(
  db: Database,
  user: PartyViewer,
  cnr: string,
): Promise<{ savedCase: SavedCase; created: boolean }> {
  const today = courtDate();
  const hearing = (await findCurrentHearings(db, [cnr], today)).get(cnr);
  if (!hearing) throw notFound(MESSAGES.hearingNotFound, 'cnr');
  const { saved, created } = await insertSavedCase(db, user.id, cnr);
  const [row] = await presentForViewer(db, user, [hearing], today);
  return { savedCase: presentSavedCase(saved, row ?? null), created };
}

export async function removeSavedCase(db: Database, userId: string, cnr: string): Promise<void> {
  if (!(await deleteSavedCase(db, userId, cnr))) throw notFound(MESSAGES.savedCaseNotFound);
}
