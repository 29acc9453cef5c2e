import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import type { ViewingVersion } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { removePartialFiles } from '../../media/ffmpeg.ts';
import { ensureMediaAreas, recordingFolder } from '../../media/media-areas.ts';
import {
  madeViewingVersions,
  makeViewingVersions,
  versionsWorthMaking,
} from '../../media/recording/viewing-versions.ts';
import { findRecording } from './queries.ts';

/** A partial file nobody has written to this long was left by a crash (another instance's is written to all along). */
const LEFTOVER_QUIET_MS = 10 * 60_000;

type Versions = { file: string; publicFile: string | null; publicDurationSeconds: number | null };

/**
 * The file the public watches, of which the versions for a weak link are made: the public's copy when the judge
 * withheld parts of the hearing (none when all of it was), else the recording itself.
 */
export function publicVersionOf(recording: Versions): string | null {
  if (recording.publicDurationSeconds === null) return recording.file;
  return recording.publicFile;
}

export type ViewingVersionMaker = {
  /** Queues the making of the recording's missing versions (after its finalisation). */
  madeFor: (recordingId: number) => void;
  /**
   * Queues the making of the versions of the file at `source` before those no one asked for, unless they are made
   * or being made: someone is watching it now.
   */
  ensure: (source: string) => void;
  /** Stops the one being made (its partial files removed) and drops the rest. */
  close: () => Promise<void>;
};

/**
 * Makes the versions of recordings for a weak link one recording at a time, in the background: a viewer of a
 * recording whose versions are missing (made before, restored from a backup, a making stopped by a restart) queues
 * them as well, ahead of the rest, and what a crash left half written is removed. A source that fails is logged and
 * not tried again until the server restarts.
 */
export function createViewingVersionMaker({
  db,
  mediaDir,
  niceness,
  log,
}: {
  db: Database;
  mediaDir: string;
  /** ffmpeg's priority (VIEWING_VERSIONS_NICENESS). */
  niceness: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): ViewingVersionMaker {
  const stopping = new AbortController();
  /** What each source is worth making, once probed. */
  const worthMaking = new Map<string, readonly ViewingVersion[]>();
  /** Sources waiting, the next first; and every source waiting or being made. */
  const waiting: string[] = [];
  const queued = new Set<string>();
  const failed = new Set<string>();
  const lookups = new Set<Promise<void>>();
  let working = Promise.resolve();
  let leftoversRemoved: Promise<void> | undefined;

  const make = async (source: string) => {
    const areas = await ensureMediaAreas(mediaDir);
    leftoversRemoved ??= removePartialFiles(areas.viewing, LEFTOVER_QUIET_MS);
    await leftoversRemoved;
    const worth = worthMaking.get(source) ?? (await versionsWorthMaking(source));
    worthMaking.set(source, worth);
    const made = await madeViewingVersions(source, areas.viewing);
    const versions = worth.filter((version) => !made[version]);
    if (versions.length === 0) return;
    const started = Date.now();
    await makeViewingVersions(source, areas.viewing, versions, { niceness, signal: stopping.signal });
    log.info({ source, versions, ms: Date.now() - started }, 'recording: versions for a weak link made');
  };

  /** Makes what waits, one after another; `running` turns false in the same step as it finds nothing more. */
  let running = false;
  const work = async () => {
    running = true;
    try {
      for (let source = waiting.shift(); source !== undefined; source = waiting.shift()) {
        if (stopping.signal.aborted) return;
        try {
          await make(source);
        } catch (error) {
          if (stopping.signal.aborted) return;
          failed.add(source);
          log.warn({ err: error, source }, 'recording: versions for a weak link failed');
        } finally {
          queued.delete(source);
        }
      }
    } finally {
      running = false;
    }
  };

  const enqueue = (source: string, { first }: { first: boolean }) => {
    if (queued.has(source) || failed.has(source) || stopping.signal.aborted) return;
    queued.add(source);
    if (first) waiting.unshift(source);
    else waiting.push(source);
    if (!running) working = work();
  };

  return {
    ensure: (source) => enqueue(source, { first: true }),
    madeFor: (recordingId) => {
      if (stopping.signal.aborted) return;
      const lookup = (async () => {
        const recording = await findRecording(db, recordingId);
        const source = recording && publicVersionOf(recording);
        if (!source) return;
        const folder = recordingFolder(await ensureMediaAreas(mediaDir), recording);
        enqueue(join(folder, source), { first: false });
      })()
        .catch((error: unknown) => log.warn({ err: error, recordingId }, 'recording: versions not queued'))
        .finally(() => lookups.delete(lookup));
      lookups.add(lookup);
    },
    close: async () => {
      stopping.abort();
      await Promise.all([...lookups, working]);
    },
  };
}
