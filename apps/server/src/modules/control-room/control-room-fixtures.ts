import {
  SESSION_COOKIE,
  SOCKET_EVENTS,
  SOCKET_PATH,
  courtRoomName,
  type ControlRoomCard,
  type CourtName,
} from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../../app.ts';
import { DEMO_CAUSE_LIST } from '../../db/seed/cause-list-data.ts';
import { COURT_ROOM_NAMES, DISTRICTS, STREAMING_ROOMS } from '../../db/seed/masters-data.ts';
import type { TestClient } from '../../test/client.ts';

export const CARDS_PATH = '/controlRoom/getRoomCards';

/** The seeded court rooms a streaming room carries, as its card names them: the n-th room of every complex. */
export function seededCourtRooms(roomNo: (typeof STREAMING_ROOMS)[number]): CourtName[] {
  const room = COURT_ROOM_NAMES[STREAMING_ROOMS.indexOf(roomNo)];
  if (!room) throw new Error(`No seeded court rooms in ${roomNo}`);
  return DISTRICTS.flatMap((district) => district.complexes).map((complex) =>
    courtRoomName({
      ...room,
      complexName: complex.name,
      complexNameHi: complex.nameHi,
      complexValue: complex.value,
    }),
  );
}

/** How many hearings the demo cause list has today in a room. */
export const seededToday = (roomNo: string) =>
  DEMO_CAUSE_LIST.filter((entry) => entry.day === 'today' && entry.roomNo === roomNo).length;

export function urlOf(app: App): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A signed-in client's session socket, once the server said it is ready. */
export async function socketOf(url: string, client: TestClient): Promise<Socket> {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${client.session[SESSION_COOKIE]}` },
  });
  await new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every control-room card a socket receives, in order. */
export function cardsReceived(socket: Socket): ControlRoomCard[] {
  const cards: ControlRoomCard[] = [];
  socket.on(SOCKET_EVENTS.controlRoomCard, (card: ControlRoomCard) => cards.push(card));
  return cards;
}

/** Waits until `received` holds `count` cards, at most two seconds. */
export async function until(received: ControlRoomCard[], count: number): Promise<ControlRoomCard[]> {
  for (const deadline = Date.now() + 2000; received.length < count && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received;
}
