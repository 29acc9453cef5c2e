import type { ArchivalRequest } from '@nyaya/shared';
import type { ArchivalRecord } from './queries.ts';

function nameOf(first: string | null, last: string | null): string | null {
  return first === null || last === null ? null : `${first} ${last}`;
}

/** A request as the Archival Request page and the requester's dashboard show it. */
export function presentArchivalRequest(row: ArchivalRecord): ArchivalRequest {
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
    roomNo: row.roomNo,
    reason: row.reason,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    // Accounts are deactivated, never deleted, so the filer is only ever missing in a hand-edited database.
    createdByName: nameOf(row.creatorFirstName, row.creatorLastName) ?? '',
    decidedByName: nameOf(row.deciderFirstName, row.deciderLastName),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
    accessUntil: row.accessUntil?.toISOString() ?? null,
  };
}
