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
import { presentCaseRow, presentSavedCase } from './presenter.ts';
import { findCourt, findCurrentHearings, listRoomHearings, type CourtChoice } from './queries.ts';
import { deleteSavedCase, insertSavedCase, listSavedCases } from './saved-case-queries.ts';

function courtOf(query: CourtHearingsQuery): CourtChoice {
  if (query.courtRoom !== undefined) return { field: 'courtRoom', value: query.courtRoom };
  if (query.bench !== undefined) return { field: 'bench', value: query.bench };
  throw badRequest(MESSAGES.courtRequired, 'courtRoom');
}

/** The hearings of the court a query names; a court that streams nowhere has none. */
export async function courtHearings(db: Database, query: CourtHearingsQuery): Promise<ApiPage<CaseRow>> {
  const { page } = query;
  const court = courtOf(query);
  const found = await findCourt(db, court);
  if (!found) throw badRequest(MESSAGES.courtRequired, court.field);
  if (found.streamingRoomId === null) return { status: true, data: [], page, total: 0, totalPages: 0 };
  const today = courtDate();
  const { rows, total, totalPages } = await listRoomHearings(db, found.streamingRoomId, page, today);
  return { status: true, data: rows.map((row) => presentCaseRow(row, today)), page, total, totalPages };
}

/** An account's saved cases, each with the hearing that matters today, in two queries. */
export async function savedCasesOf(db: Database, userId: string): Promise<SavedCase[]> {
  const today = courtDate();
  const saved = await listSavedCases(db, userId);
  const hearings = await findCurrentHearings(
    db,
    saved.map((row) => row.cnr),
    today,
  );
  return saved.map((row) => presentSavedCase(row, hearings.get(row.cnr), today));
}

/** Saves a case listed in the cause list; saving it again changes nothing. */
export async function saveCase(
  db: Database,
  userId: string,
  cnr: string,
): Promise<{ savedCase: SavedCase; created: boolean }> {
  const today = courtDate();
  const hearing = (await findCurrentHearings(db, [cnr], today)).get(cnr);
  if (!hearing) throw notFound(MESSAGES.hearingNotFound, 'cnr');
  const { saved, created } = await insertSavedCase(db, userId, cnr);
  return { savedCase: presentSavedCase(saved, hearing, today), created };
}

export async function removeSavedCase(db: Database, userId: string, cnr: string): Promise<void> {
  if (!(await deleteSavedCase(db, userId, cnr))) throw notFound(MESSAGES.savedCaseNotFound);
}
