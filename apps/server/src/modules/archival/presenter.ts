import type { ArchivalRequest } from '@nyaya/shared';
import { courtOf } from '../cause-list/index.ts';
import type { ArchivalRecord } from './queries.ts';

function nameOf(first: string | null, last: string | null): string | null {
  return first === null || last === null ? null : `${first} ${last}`;
}

/** Whether the request opens its hearing's recording at `now`: approved, and its access not yet ended. */
function isOpen(row: ArchivalRecord, now: Date): boolean {
  return row.status === 'Approved' && row.accessUntil !== null && row.accessUntil > now;
}

/** A request as the Archival Request page and the requester's dashboard show it. */
export function presentArchivalRequest(row: ArchivalRecord, now: Date = new Date()): ArchivalRequest {
  return {
    id: row.id,
    requester: {
      id: row.requesterId,
      name: `${row.requesterFirstName} ${row.requesterLastName}`,
      email: row.requesterEmail,
      role: row.requesterRole,
    },
    cnr: row.cnr,
    hearingDate: row.hearingDate,
    roomId: row.roomId,
    court: courtOf(row),
    reason: row.reason,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    // Accounts are deactivated, never deleted, so the filer is only ever missing in a hand-edited database.
    createdByName: nameOf(row.creatorFirstName, row.creatorLastName) ?? '',
    decidedByName: nameOf(row.deciderFirstName, row.deciderLastName),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
    accessUntil: row.accessUntil?.toISOString() ?? null,
    viewableHearingId: isOpen(row, now) ? row.hearingId : null,
  };
}
