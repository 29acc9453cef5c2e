import { COURTROOM, COURTROOM_EVENTS as E, type CourtroomSnapshot } from '@nyaya/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAs, type TestClient } from '../../test/client.ts';
import { courtroomSuite, granted, heard } from '../../test/fixtures/courtroom.ts';

const suite = courtroomSuite();
let individual: TestClient;
/** A session's sockets (SOCKET_LIMITS.perSession), each a viewer of Room1. */
const VIEWERS = 10;

beforeAll(async () => {
  individual = await clientAs(suite.t.app, 'Individual');
});

describe("viewers on the judge's snapshot", () => {
  it('sends a burst of viewers joining and leaving as a snapshot or two, the last listing them as they are', async () => {
    const judge = await suite.open(suite.judge);
    await granted(judge, E.joinRoom, {});
    const states = heard<CourtroomSnapshot>(judge, E.courtroomState);
    const viewers = await Promise.all(Array.from({ length: VIEWERS }, () => suite.open(individual)));
    await Promise.all(viewers.map((viewer) => granted(viewer, E.watchRoom, { roomId: 'Room1' })));
    const lastLists = (count: number) =>
      vi.waitFor(
        () => {
          if (states.at(-1)?.viewers.length !== count)
            throw new Error(`${states.at(-1)?.viewers.length} viewers`);
        },
        { timeout: COURTROOM.viewersWindowMs + 2000, interval: 10 },
      );
    await lastLists(VIEWERS);
    // One snapshot per join without the coalescing; with it the first join's and the window's last state (a
    // third if the burst outlasted a window on a busy machine).
    expect(states.length).toBeLessThanOrEqual(3);
    expect(
      states
        .at(-1)
        ?.viewers.map((viewer) => viewer.socketId)
        .sort(),
    ).toEqual(viewers.map((viewer) => viewer.id).sort());

    const before = states.length;
    viewers.forEach((viewer) => viewer.close());
    await lastLists(0);
    expect(states.length - before).toBeLessThanOrEqual(3);
  });
});
