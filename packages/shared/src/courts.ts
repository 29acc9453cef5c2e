/** Retention and search distinguish the two kinds of court (spec: district court and high court). */
export const COURT_TYPES = ['district', 'high'] as const;
export type CourtType = (typeof COURT_TYPES)[number];

/** A High Court bench label ends in one of these (spec: "each suffixed (A), (O) or (C)"). */
export const BENCH_SUFFIXES = ['(A)', '(O)', '(C)'] as const;
