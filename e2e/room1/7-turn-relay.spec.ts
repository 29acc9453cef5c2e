import type { Page } from '@playwright/test';
import { ROOM1, expect, test } from '../fixtures.ts';
import { endMeeting, judgeHearsAdvocate } from '../support/courtroom-flow.ts';
import { keepPeerConnections, statsOf, type StatsReport } from '../support/peer-connections.ts';

/** Every connection of the page may use relayed candidates only: media can only flow through the TURN server. */
const RELAY_ONLY = keepPeerConnections(true);

/** The local and remote candidate types of the pair each connected connection of the page sends over now. */
async function selectedPairs(page: Page): Promise<string[]> {
  return (await statsOf(page, ['connected'])).map((reports) => {
    const transport = reports.find((report) => report.type === 'transport');
    const pair = reports.find((report) => report.id === transport?.selectedCandidatePairId);
    const typeOf = (id: StatsReport[string]) => reports.find((report) => report.id === id)?.candidateType;
    return `${typeOf(pair?.localCandidateId)}-${typeOf(pair?.remoteCandidateId)}`;
  });
}

test(
  'Judge and Advocate meet through the TURN server when nothing but a relay gets through',
  ROOM1,
  async ({ page: judge, browser }) => {
    await judge.addInitScript(RELAY_ONLY);
    // Both see the other's video (frames decoded rising) through the SFU, each page's connections to it (one
    // sending, one receiving) over a relayed candidate of its own: Janus's end is its own address.
    const { meeting, closeAdvocate } = await judgeHearsAdvocate(browser, judge, RELAY_ONLY);
    try {
      await expect(meeting.locator('.meeting-page')).toHaveAttribute('data-transport', 'sfu');
      for (const page of [judge, meeting]) {
        const pairs = await selectedPairs(page);
        expect(pairs).toHaveLength(2);
        expect(pairs.map((pair) => pair.split('-')[0])).toEqual(['relay', 'relay']);
      }
      await endMeeting(judge);
    } finally {
      await closeAdvocate();
    }
  },
);
