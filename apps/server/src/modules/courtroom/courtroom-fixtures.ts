import { courtDate, type CourtroomAck } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import type { Database } from '../../db/client.ts';
import { findCauseListByCnr } from '../cause-list/queries.ts';

/** The demo advocate's case in Room1 today, and a case there where they are no advocate. */
export const OWN_CASE = 'DLND010000012024';
export const OTHERS_CASE = 'DLND010000022024';

/** Emits a courtroom event and resolves with its ack (at most two seconds). */
export function request<T = unknown>(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<CourtroomAck<T>> {
  return socket.timeout(2000).emitWithAck(event, payload) as Promise<CourtroomAck<T>>;
}

/** The data of an ack that must be ok. */
export async function granted<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const ack = await request<T>(socket, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.message}`);
  return ack.data;
}

/** Every payload a socket receives of an event, in order. */
export function heard<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Waits until the list satisfies the check (at most two seconds), then returns it. */
export async function until<T>(received: T[], check: (list: T[]) => boolean = (list) => list.length > 0) {
  for (const deadline = Date.now() + 2000; !check(received) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received;
}

/** A moment for anything wrongly sent to arrive. */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

/** The id of a case's hearing on today's list. */
export async function todaysHearingId(db: Database, cnr: string): Promise<number> {
  const [row] = await findCauseListByCnr(db, cnr, { date: courtDate() });
  if (!row) throw new Error(`${cnr} is not listed today`);
  return row.id;
}
