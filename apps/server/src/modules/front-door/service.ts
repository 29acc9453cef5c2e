import {
  courtDate,
  isStreamable,
  type LiveCourt,
  type PublicCaseStatus,
  type PublicHearing,
} from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import {
  caseStatus,
  courtOf,
  findHearingById,
  findHearingsByCnr,
  type HearingRecord,
} from '../cause-list/index.ts';
import { liveToThePublic } from '../cases/index.ts';
import { listRooms } from '../control-room/index.ts';
import { type CourtroomStore, reachesThePublic } from '../room-state/index.ts';

/** A hearing as the public sees it: the parties of a matter a streaming exclusion covers stay private. */
function presentPublicHearing(hearing: HearingRecord, today: string): PublicHearing {
  const listing = {
    caseNumber: hearing.caseNumber,
    date: hearing.nextDate,
    court: courtOf(hearing),
    status: caseStatus(hearing, today),
    streamable: isStreamable(hearing),
  };
  const withheld = hearing.streamingExclusion;
  if (withheld !== 'none') return { ...listing, parties: null, withheld };
  return {
    ...listing,
    parties: { petitioner: hearing.petitioner, respondent: hearing.respondent },
    withheld: null,
  };
}

/**
 * A case's hearings newest first, and the next one: today's, else the soonest to come; undefined when unlisted.
 * Live only while the public can watch it, as in search.
 */
export async function publicCaseStatus(
  db: Database,
  store: CourtroomStore,
  cnr: string,
): Promise<PublicCaseStatus | undefined> {
  const today = courtDate();
  const listed = await liveToThePublic(store, await findHearingsByCnr(db, cnr));
  const hearings = listed.map((hearing) => presentPublicHearing(hearing, today));
  if (hearings.length === 0) return undefined;
  const nextHearing = hearings.filter((hearing) => hearing.date >= today).at(-1) ?? null;
  return { cnr, nextHearing, hearings };
}

/** The court rooms the public can watch now, in room order: on air, and recording what the public sees. */
export async function liveCourts(db: Database, store: CourtroomStore): Promise<LiveCourt[]> {
  const rooms = await listRooms(db, undefined);
  const onAir = await Promise.all(
    rooms.map(async (room) => {
      const meta = await store.meta(room.name);
      if (!reachesThePublic(meta) || !meta.hearing) return undefined;
      const hearing = await findHearingById(db, meta.hearing.hearingId);
      if (!hearing) return undefined;
      return {
        roomId: room.name,
        court: courtOf(hearing),
        hearingId: hearing.id,
        caseNumber: hearing.caseNumber,
        cnr: hearing.cnr,
      };
    }),
  );
  return onAir.filter((court) => court !== undefined);
}
