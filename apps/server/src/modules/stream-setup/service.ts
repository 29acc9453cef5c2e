import { MESSAGES, type StreamSetupInput, type bulkDelaySchema } from '@nyaya/shared';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { UNIQUE_VIOLATION, sqlStateOf } from '../../core/db/errors.ts';
import { streamSetups } from '../../core/db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { describeChanges, recordMasterChange } from '../masters/index.ts';
import type { KeyCipher } from './key-cipher.ts';
import { maskKey } from './key-mask.ts';
import {
  findStreamSetup,
  findStreamSetups,
  findStreamSetupsOfRoom,
  streamingRoomIdOf,
  type StreamSetupRecord,
} from './queries.ts';

type BulkDelayInput = z.output<typeof bulkDelaySchema>;

const roomTaken = () => conflict(MESSAGES.roomHasStreamSetup, 'roomId');
const streamNotFound = () => notFound(MESSAGES.streamNotFound);

/** The access log names the room; it never carries a key. */
const target = (roomId: string) => `stream setup ${roomId}`;

async function freeStreamingRoomId(db: Database, roomId: string, exceptSetupId?: number): Promise<number> {
  const streamingRoomId = await streamingRoomIdOf(db, roomId);
  if (streamingRoomId === undefined) throw badRequest(MESSAGES.roomIdUnknown, 'roomId');
  const [existing] = await findStreamSetupsOfRoom(db, roomId);
  if (existing && existing.id !== exceptSetupId) throw roomTaken();
  return streamingRoomId;
}

/** A save racing another for the same room past the check gets the same 409. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw roomTaken();
    throw error;
  }
}

async function mustFind(db: Database, id: number): Promise<StreamSetupRecord> {
  const row = await findStreamSetup(db, id);
  if (!row) throw streamNotFound();
  return row;
}

async function loadAll(db: Database, ids: number[]): Promise<StreamSetupRecord[]> {
  const unique = [...new Set(ids)];
  const rows = await findStreamSetups(db, unique);
  if (rows.length !== unique.length) throw streamNotFound();
  return rows;
}

export function createStreamSetup(db: Database, cipher: KeyCipher, input: StreamSetupInput, actor: Actor) {
  return guarded(() =>
    db.transaction(async (tx) => {
      const streamingRoomId = await freeStreamingRoomId(tx, input.roomId);
      const [row] = await tx
        .insert(streamSetups)
        .values({
          streamingRoomId,
          liveStreamDelay: input.liveStreamDelay,
          youtubeUrl: input.youtubeUrl,
          youtubeKeyEncrypted: cipher.encrypt(input.youtubeKey),
          facebookUrl: input.facebookUrl,
          facebookKeyEncrypted: cipher.encrypt(input.facebookKey),
        })
        .returning({ id: streamSetups.id });
      if (!row) throw new Error('Stream setup insert returned nothing');
      await recordMasterChange(tx, actor, target(input.roomId), `created: delay ${input.liveStreamDelay}`);
      return mustFind(tx, row.id);
    }),
  );
}

/**
 * A key sent back exactly as the table masks it means "unchanged": a form prefilled from the list must not
 * overwrite the real key with its mask.
 */
function keptOrNew(submitted: string, current: string | undefined): string {
  return current !== undefined && submitted === maskKey(current) ? current : submitted;
}

type Described = Pick<StreamSetupRecord, 'roomId' | 'liveStreamDelay' | 'youtubeUrl' | 'facebookUrl'>;

/** "delay 2 → 5, YouTube key replaced": what changed, never a key itself. */
function describeUpdate(
  before: Described,
  after: Described,
  keysReplaced: { youtube: boolean; facebook: boolean },
): string {
  const fields = (setup: Described): Described => ({
    roomId: setup.roomId,
    liveStreamDelay: setup.liveStreamDelay,
    youtubeUrl: setup.youtubeUrl,
    facebookUrl: setup.facebookUrl,
  });
  const changes = describeChanges(fields(before), fields(after), {
    roomId: 'room',
    liveStreamDelay: 'delay',
    youtubeUrl: 'YouTube URL',
    facebookUrl: 'Facebook URL',
  });
  const parts = changes === 'no changes' ? [] : [changes];
  if (keysReplaced.youtube) parts.push('YouTube key replaced');
  if (keysReplaced.facebook) parts.push('Facebook key replaced');
  return parts.length > 0 ? parts.join(', ') : changes;
}

export function updateStreamSetup(
  db: Database,
  cipher: KeyCipher,
  id: number,
  input: StreamSetupInput,
  actor: Actor,
) {
  return guarded(() =>
    db.transaction(async (tx) => {
      const before = await findStreamSetup(tx, id);
      if (!before) throw streamNotFound();
      const streamingRoomId = await freeStreamingRoomId(tx, input.roomId, id);
      const youtubeBefore = cipher.decrypt(before.youtubeKeyEncrypted);
      const facebookBefore = cipher.decrypt(before.facebookKeyEncrypted);
      const youtubeKey = keptOrNew(input.youtubeKey, youtubeBefore);
      const facebookKey = keptOrNew(input.facebookKey, facebookBefore);
      await tx
        .update(streamSetups)
        .set({
          streamingRoomId,
          liveStreamDelay: input.liveStreamDelay,
          youtubeUrl: input.youtubeUrl,
          youtubeKeyEncrypted: cipher.encrypt(youtubeKey),
          facebookUrl: input.facebookUrl,
          facebookKeyEncrypted: cipher.encrypt(facebookKey),
        })
        .where(eq(streamSetups.id, id));
      const keysReplaced = {
        youtube: youtubeKey !== youtubeBefore,
        facebook: facebookKey !== facebookBefore,
      };
      await recordMasterChange(tx, actor, target(before.roomId), describeUpdate(before, input, keysReplaced));
      return mustFind(tx, id);
    }),
  );
}

/** All or nothing: one unknown id and no setup is deleted. */
export function deleteStreamSetups(db: Database, ids: number[], actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const rows = await loadAll(tx, ids);
    await tx.delete(streamSetups).where(
      inArray(
        streamSetups.id,
        rows.map((row) => row.id),
      ),
    );
    for (const row of rows) await recordMasterChange(tx, actor, target(row.roomId), 'deleted');
  });
}

/** The Delay toolbar button: one delay for every selected setup, all or nothing. */
export function updateStreamDelays(db: Database, input: BulkDelayInput, actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const rows = await loadAll(tx, input.newId);
    await tx
      .update(streamSetups)
      .set({ liveStreamDelay: input.newDelay })
      .where(
        inArray(
          streamSetups.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      const detail = `delay ${row.liveStreamDelay} → ${input.newDelay}`;
      await recordMasterChange(tx, actor, target(row.roomId), detail);
    }
  });
}

/** The table's reveal control; a key this server's secret cannot read comes back empty and `unreadable`. */
export async function revealStreamKeys(db: Database, cipher: KeyCipher, id: number) {
  const row = await findStreamSetup(db, id);
  if (!row) throw streamNotFound();
  const youtubeKey = cipher.decrypt(row.youtubeKeyEncrypted);
  const facebookKey = cipher.decrypt(row.facebookKeyEncrypted);
  return {
    keys: { youtubeKey: youtubeKey ?? '', facebookKey: facebookKey ?? '' },
    unreadable: youtubeKey === undefined || facebookKey === undefined,
  };
}
