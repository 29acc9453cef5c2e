import { COURTROOM_EVENTS as E, CONTROL_ROOM_CARD_WINDOW_MS, type ControlRoomCard } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAs, type TestClient } from '../../test/client.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { cardsReceived } from '../../test/fixtures/control-room.ts';

const suite = courtroomSuite();
let individual: TestClient;
/** A session's sockets (SOCKET_LIMITS.perSession), each a viewer of Room1. */
const VIEWERS = 10;
/** The demo advocate waits and leaves this many times, then waits. */
const LOBBY_ROUNDS = 4;

beforeAll(async () => {
  individual = await clientAs(suite.t.app, 'Individual');
});

/** Resolves with the first card of Room1 that passes the check, and when it arrived. */
async function cardOfRoom1(cards: ControlRoomCard[], check: (card: ControlRoomCard) => boolean) {
  return vi.waitFor(
    () => {
      const card = cards.findLast((received) => received.roomId === 'Room1');
      if (!card || !check(card)) throw new Error(`Room1's last card so far: ${JSON.stringify(card)}`);
      return { card, at: Date.now() };
    },
    { timeout: CONTROL_ROOM_CARD_WINDOW_MS + 2000, interval: 10 },
  );
}

async function viewersOfRoom1(count: number): Promise<Socket[]> {
  const viewers = await Promise.all(Array.from({ length: count }, () => suite.open(individual)));
  await Promise.all(viewers.map((viewer) => granted(viewer, E.watchRoom, { roomId: 'Room1' })));
  return viewers;
}

describe("a busy courtroom on the Controllers' cards", () => {
  it('sends a burst of changes as a card or two, the last with the final state', async () => {
    const cards = cardsReceived(await suite.open(suite.controller));
    const advocate = await suite.open(suite.advocate);
    const [viewers] = await Promise.all([
      viewersOfRoom1(VIEWERS),
      (async () => {
        for (let round = 0; round < LOBBY_ROUNDS; round++) {
          await granted(advocate, E.joinRoom, { roomId: 'Room1', cnr: OWN_CASE });
          await granted(advocate, E.leaveRoom, { roomId: 'Room1' });
        }
        await granted(advocate, E.joinRoom, { roomId: 'Room1', cnr: OWN_CASE });
      })(),
    ]);
    await cardOfRoom1(cards, (card) => card.viewers === VIEWERS && card.waitingAdvocates === 1);
    // A card per change without the coalescing; with it the first change's and the window's last state (a third
    // if the burst outlasted a window on a busy machine).
    expect(cards.length).toBeLessThanOrEqual(3);

    const before = cards.length;
    viewers.forEach((viewer) => viewer.close());
    await granted(advocate, E.leaveRoom, { roomId: 'Room1' });
    await cardOfRoom1(cards, (card) => card.viewers === 0 && card.waitingAdvocates === 0);
    expect(cards.length - before).toBeLessThanOrEqual(3);
  });

  it('brings a hearing starting to the Controller within the window, while viewers keep joining', async () => {
    const cards = cardsReceived(await suite.open(suite.controller));
    const judge = await suite.open(suite.judge);
    await granted(judge, E.joinRoom, {});
    await viewersOfRoom1(2);
    const started = Date.now();
    await granted(judge, E.setHearing, {
      roomId: 'Room1',
      hearingId: await todaysHearingId(suite.t.db, OWN_CASE),
    });
    const { card, at } = await cardOfRoom1(cards, (received) => received.live);
    expect(card).toMatchObject({ live: true, viewers: 2 });
    expect(at - started).toBeLessThan(CONTROL_ROOM_CARD_WINDOW_MS + 500);
  });
});
