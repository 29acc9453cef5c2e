/**
 * Tests that use the demo Judge (whose page at /dashboard takes their seat in Room1's meeting) or depend on the
 * state of Room1 and its hearings today carry this tag, the live walks of Room1 (e2e/room1) too: they run one at
 * a time, in file order, after the other specs have been handed out (playwright.config.ts).
 */
export const ROOM1_TAG = '@room1';
