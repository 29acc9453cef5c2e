import type { Page } from '@playwright/test';

/** One statistics report of a connection, as getStats() lists it. */
export type StatsReport = Record<string, string | number | undefined>;

/**
 * An init script: every peer connection the page makes is kept in `window.peerConnections`, where a test can read
 * its statistics. With `relayOnly` each may use relayed candidates only, as behind a NAT that lets nothing else
 * through (carrier-grade NAT on a mobile network): media can then only flow through the TURN server.
 */
export const keepPeerConnections = (relayOnly = false) => `(() => {
  const Native = window.RTCPeerConnection;
  window.peerConnections = [];
  window.RTCPeerConnection = class extends Native {
    constructor(config = {}) {
      super(${relayOnly} ? { ...config, iceTransportPolicy: 'relay' } : config);
      window.peerConnections.push(this);
    }
  };
})();`;

/** The statistics of each kept connection of the page that is in one of these states (any but closed unless told). */
export function statsOf(page: Page, states?: RTCPeerConnectionState[]): Promise<StatsReport[][]> {
  return page.evaluate(async (wanted) => {
    const connections = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections;
    const chosen = connections.filter((connection) =>
      wanted ? wanted.includes(connection.connectionState) : connection.connectionState !== 'closed',
    );
    return Promise.all(
      chosen.map(async (connection) => {
        const reports: StatsReport[] = [];
        (await connection.getStats()).forEach((report: StatsReport) => reports.push(report));
        return reports;
      }),
    );
  }, states);
}
