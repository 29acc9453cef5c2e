import type { Page } from '@playwright/test';
import { ROOM1, expect, signInAs, test } from '../fixtures.ts';
import { OWN_CASE, admitIntoMeeting, endMeeting, hearNow } from '../support/courtroom-flow.ts';

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
    const advocateContext = await browser.newContext();
    await advocateContext.addInitScript(RELAY_ONLY);
    try {
      const advocate = await advocateContext.newPage();
      await signInAs(advocate, 'Advocate');
      await signInAs(judge, 'Judge');
      await hearNow(judge, OWN_CASE.caseNumber);
      // Both see the other's video (frames decoded rising), over relayed candidates on both ends.
      const meeting = await admitIntoMeeting(judge, advocate, OWN_CASE.cnr);
      for (const page of [judge, meeting]) {
        const pairs = await selectedPairs(page);
        expect(pairs.length).toBeGreaterThan(0);
        expect(new Set(pairs)).toEqual(new Set(['relay-relay']));
      }
      await endMeeting(judge);
    } finally {
      await advocateContext.close();
    }
  },
);
