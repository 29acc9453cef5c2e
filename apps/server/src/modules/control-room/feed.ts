import { CONTROL_ROOM_CARD_WINDOW_MS, courtDate, type ControlRoomCard } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../core/db/client.ts';
import { coalescePerRoom } from '../../realtime/coalesce-per-room.ts';
import { buildCards } from './cards.ts';
import { listingsOf, roomsOfStreamSetups } from './queries.ts';
import type { RoomActivity } from './room-activity.ts';

/** A cause-list entry's place: which room's card it counts on, and on which day. */
export type Listing = { roomId: string; nextDate: string };

/**
 * Keeps the Controllers' control-room cards current. A route that changes what a card shows asks, before the
 * change, which rooms it touches (an edit can move a setup or entry to another room, a delete leaves nothing
 * to ask afterwards), and announces them once it committed; the courtroom tells the feed its room changed after
 * every change, and those announcements are coalesced (CONTROL_ROOM_CARD_WINDOW_MS). Nothing here throws: a
 * failed look-up or announcement is logged and the request that caused it still succeeds.
 */
export type ControlRoomFeed = {
  roomsOfStreamSetups: (ids: number[]) => Promise<string[]>;
  listingsOfCauseListEntries: (ids: number[]) => Promise<Listing[]>;
  /** Recomputes these rooms' cards and sends each to every Controller. */
  announceRooms: (roomIds: Iterable<string>) => Promise<void>;
  /** The same for the rooms of the listings on the court's today; other days are on no card. */
  announceListings: (listings: Iterable<Listing>) => Promise<void>;
  /**
   * A courtroom changed: its card is announced within the window, once however many changes it saw (on each
   * instance: with several, a Controller gets at most one card per room and window from each).
   */
  roomActivityChanged: (roomId: string) => void;
  /** Drops the announcements still held back and waits for those under way (the server is closing). */
  close: () => Promise<void>;
};

type FeedDeps = {
  db: Database;
  activity: RoomActivity;
  /** Sends cards to the Controllers' sockets (Realtime.sendControlRoomCards). */
  send: (cards: ControlRoomCard[]) => void;
  log: FastifyBaseLogger;
};

export function createControlRoomFeed({ db, activity, send, log }: FeedDeps): ControlRoomFeed {
  async function safely<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      log.error({ err: error }, `control room: ${what} failed`);
      return fallback;
    }
  }

  const announceRooms = async (roomIds: Iterable<string>) => {
    const rooms = [...new Set(roomIds)];
    if (rooms.length === 0) return;
    await safely(
      'announcing room cards',
      async () => send(await buildCards(db, activity, { roomIds: rooms })),
      undefined,
    );
  };

  const activityChanges = coalescePerRoom(CONTROL_ROOM_CARD_WINDOW_MS, (roomId) => announceRooms([roomId]));

  return {
    roomsOfStreamSetups: (ids) =>
      safely('finding stream setup rooms', () => roomsOfStreamSetups(db, ids), []),
    listingsOfCauseListEntries: (ids) => safely('finding cause list rooms', () => listingsOf(db, ids), []),
    announceRooms,
    announceListings: (listings) => {
      const today = courtDate();
      return announceRooms(
        [...listings].filter((listing) => listing.nextDate === today).map((listing) => listing.roomId),
      );
    },
    roomActivityChanged: activityChanges.changed,
    close: activityChanges.close,
  };
}
