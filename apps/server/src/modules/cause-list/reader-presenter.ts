import type { CauseListDayEntry } from '@nyaya/shared';
import { presentCauseListEntry } from './presenter.ts';
import type { DayEntryRecord } from './reader-queries.ts';

/** An entry of the day list: the cause-list entry, and who told the parties it will be streamed, and when. */
export function presentDayEntry(row: DayEntryRecord): CauseListDayEntry {
  const at = row.partiesInformedAt;
  return {
    ...presentCauseListEntry(row),
    partiesInformedAt: at === null ? null : at.toISOString(),
    partiesInformedByName:
      at !== null && row.informerFirstName !== null
        ? `${row.informerFirstName} ${row.informerLastName ?? ''}`.trim()
        : null,
  };
}
