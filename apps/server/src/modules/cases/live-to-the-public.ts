import { type CourtroomStore, reachesThePublic } from '../room-state/index.ts';
import type { HearingRecord } from '../cause-list/index.ts';

/**
 * The hearings as someone who watches sees them: live only while the public can watch them (reachesThePublic, the
 * rule of the front door's "Live now"), not merely while their session is open, which is what an advocate joins.
 */
export function liveToThePublic(store: CourtroomStore, hearings: HearingRecord[]): Promise<HearingRecord[]> {
  return Promise.all(
    hearings.map(async (hearing) => {
      if (!hearing.live) return hearing;
      const meta = await store.meta(hearing.roomId);
      const watched = reachesThePublic(meta) && meta.hearing?.hearingId === hearing.id;
      return watched ? hearing : { ...hearing, live: false };
    }),
  );
}
