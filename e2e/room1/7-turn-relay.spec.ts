import type { Page } from '@playwright/test';
import { ROOM1, expect, test } from '../fixtures.ts';
import { endMeeting, judgeHearsAdvocate } from '../support/courtroom-flow.ts';

/**
 * The page's peer connections may use relayed candidates only, as behind a NAT that lets nothing else through
 * (carrier-grade NAT on a mobile network): media can then only flow through the TURN server. The connections
 * are kept where the test can read their statistics.
 */
const RELAY_ONLY = `(() => {
  const Native = window.RTCPeerConnection;
  window.peerConnections = [];
  window.RTCPeerConnection = class extends Native {
    constructor(config = {}) {
      super({ ...config, iceTransportPolicy: 'relay' });
      window.peerConnections.push(this);
    }
  };
})();`;

/** The local and remote candidate types of the pair each open connection of the page sends over now. */
function selectedPairs(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const connections = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections;
    const open = connections.filter((connection) => connection.connectionState === 'connected');
    return Promise.all(
      open.map(async (connection) => {
        const reports: Record<string, string>[] = [];
        (await connection.getStats()).forEach((report: Record<string, string>) => reports.push(report));
        const transport = reports.find((report) => report.type === 'transport');
        const pair = reports.find((report) => report.id === transport?.selectedCandidatePairId);
        const typeOf = (id?: string) => reports.find((report) => report.id === id)?.candidateType;
        return `${typeOf(pair?.localCandidateId)}-${typeOf(pair?.remoteCandidateId)}`;
      }),
    );
  });
}

test(
  'Judge and Advocate meet through the TURN server when nothing but a relay gets through',
  ROOM1,
  async ({ page: judge, browser }) => {
    test.setTimeout(120_000);
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
