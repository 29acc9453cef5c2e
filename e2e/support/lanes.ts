/**
 * Tests that use the demo Judge (whose page at /dashboard takes their seat in Room1's meeting) or depend on the
 * state of Room1 and its hearings today carry this tag: they run one at a time, before the live courtroom and
 * broadcast walks of Room1 (playwright.config.ts), while the other specs run beside them.
 */
export const ROOM1_TAG = '@room1';
