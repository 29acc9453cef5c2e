import type { MatterState, MyMatter } from '@nyaya/shared';
import { presentCaseRow } from '../cause-list/index.ts';
import type { MatterRecord } from './queries.ts';

/** Called while a session of it is open; heard once one has ended; listed before the judge calls it. */
export function matterState(matter: MatterRecord): MatterState {
  if (matter.live) return 'called';
  return matter.heard ? 'heard' : 'listed';
}

/** The advocate's own matter: they appear in it, so its names are never withheld from them. */
export function presentMyMatter(
  matter: MatterRecord,
  today: string,
  externalMeetingPath: string | null,
): MyMatter {
  return {
    hearing: presentCaseRow(matter, { withheld: null, archivalRequest: null }, today),
    state: matterState(matter),
    externalMeetingPath,
  };
}
