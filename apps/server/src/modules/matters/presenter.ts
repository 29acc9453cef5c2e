import type { MatterState, MyMatter } from '@nyaya/shared';
import { presentCaseRow } from '../cases/presenter.ts';
import type { MatterRecord } from './queries.ts';

/** Called while a session of it is open; heard once one has ended; listed before the judge calls it. */
export function matterState(matter: MatterRecord): MatterState {
  if (matter.live) return 'called';
  return matter.heard ? 'heard' : 'listed';
}

export function presentMyMatter(matter: MatterRecord, today: string): MyMatter {
  return { hearing: presentCaseRow(matter, today), state: matterState(matter) };
}
