/** Retention and search distinguish the two kinds of court (spec: district court and high court). */
export const COURT_TYPES = ['district', 'high'] as const;
export type CourtType = (typeof COURT_TYPES)[number];

/** A High Court bench label ends in one of these (spec: "each suffixed (A), (O) or (C)"). */
export const BENCH_SUFFIXES = ['(A)', '(O)', '(C)'] as const;

/** "Tis Hazari Courts (DLCT01), Court No. 1 (...)": every complex has a "Court No. 1", so the name alone is ambiguous. */
export function courtRoomTitle(room: { name: string; complexName: string; complexValue: string }): string {
  return `${room.complexName} (${room.complexValue}), ${room.name}`;
}
