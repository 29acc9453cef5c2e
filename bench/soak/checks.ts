import { RECORDING } from '@nyaya/shared';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SessionRow } from './database.ts';
import {
  captureTimes,
  datingErrors,
  listedAfterDelay,
  mp4Integrity,
  type Mp4Integrity,
  type PlaylistWatch,
} from './integrity.ts';
import { relayIntegrity, type RelayIntegrity } from './relay.ts';
import type { SoakRoom } from './room.ts';

const run = promisify(execFile);
const PIECE_SECONDS = RECORDING.chunkIntervalMs / 1000;
/** The brief's bounds: an MP4 within 2 s of what was acked, the last minute's RSS within 10 % of the second's. */
const DURATION_TOLERANCE_S = 2;
const MEMORY_TOLERANCE = 0.1;
/** A segment's program date time may differ this much from its capture (the issue's bound). */
const DATING_TOLERANCE_MS = 1000;
/** A process needs a second minute and a distinct last minute to say whether its memory is flat. */
const MEMORY_MIN_LIFETIME_S = 180;

export type MemorySample = {
  process: number;
  atSeconds: number;
  rssMiB: number;
  heapMiB: number;
  externalMiB: number;
  ffmpeg: number;
};

export type RunFacts = {
  minutes: number;
  abandonSeconds: number;
  rooms: SoakRoom[];
  vanished: SoakRoom;
  abandonedAfterMs: number | undefined;
  restartMs: number;
  stopMs: number;
  stopFailures: string[];
  sessions: SessionRow[];
  mediaDir: string;
  samples: MemorySample[];
  /** Seconds after its spawn each server process stopped counting: the crash, the end of the soak. */
  processEnds: number[];
  ffmpegLeft: number;
  /** The live rooms' end-meeting once everything was finalised: refusals, and the rooms still showing Live. */
  endFailures: string[];
  stillLive: string[];
  /** The newest segment each room's public playlist listed at moments of the run. */
  publicSegments: { label: string; counts: Record<string, number | string> }[];
  /** CPU seconds of each server process, as processEnds. */
  cpu: number[];
  load: string[];
  log: string;
  /** Busy loops run beside the server the whole time (SOAK_STARVE), 0 for none. */
  hogs: number;
  /** Each room's public playlist as polled every second. */
  playlists: Map<string, PlaylistWatch>;
  /** The md5 of each source piece's first picture (pieceFirstPictures). */
  pieceFirstPictures: string[];
  /** The md5 of every source picture, in order. */
  sourcePictures: string[];
  /** Each room's public delay in minutes. */
  delays: Map<string, number>;
  /** The relayed rooms and their stream keys at the stand-in platform, which recorded into relayRecordDir. */
  relays: Map<string, string>;
  relayRecordDir: string;
};

/** A check the run could not make (a server process too short-lived to judge its memory) is not passed. */
export type Check = { name: string; result: 'pass' | 'FAIL' | 'not judged'; detail: string };
export type RoomResult = {
  room: string;
  sessions: number;
  ackedS: number;
  mp4S: number | undefined;
  integrity: Mp4Integrity | undefined;
  missingSegments: number[];
  /** Program date time minus capture time of each listed segment (ms). */
  datingErrors: number[];
  delayMinutes: number;
  /** Of every listed segment, the least time from its capture to its first listing beyond the delay (ms). */
  leastBeyondDelay: number | undefined;
  relay: RelayIntegrity | undefined;
  passed: boolean;
};
export type MemoryResult = {
  process: number;
  lifetimeS: number;
  second: MemorySample | undefined;
  last: MemorySample | undefined;
  change: number;
  judged: boolean;
  passed: boolean;
};

export const verdictOf = (passed: boolean): Check['result'] => (passed ? 'pass' : 'FAIL');
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function meanOf(samples: MemorySample[]): MemorySample | undefined {
  const [first] = samples;
  if (!first) return undefined;
  const of = (key: 'rssMiB' | 'heapMiB' | 'externalMiB' | 'ffmpeg') => mean(samples.map((s) => s[key]));
  return {
    ...first,
    rssMiB: of('rssMiB'),
    heapMiB: of('heapMiB'),
    externalMiB: of('externalMiB'),
    ffmpeg: of('ffmpeg'),
  };
}

async function mp4Seconds(path: string): Promise<number | undefined> {
  const probed = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path],
  ]).catch(() => undefined);
  const seconds = Number(probed?.stdout.trim());
  return Number.isFinite(seconds) ? seconds : undefined;
}

async function roomResults(facts: RunFacts): Promise<RoomResult[]> {
  return Promise.all(
    facts.rooms.map(async (room) => {
      const own = facts.sessions.filter((session) => session.roomId === room.room);
      const files = own.flatMap((session) => (session.file ? [session.file] : []));
      const probed = await Promise.all(
        files.map((file) => mp4Seconds(join(facts.mediaDir, 'recordings', file))),
      );
      const mp4S = probed.every((seconds) => seconds !== undefined)
        ? probed.reduce((a, b) => a + b, 0)
        : undefined;
      const ackedS = room.ackedPieces * PIECE_SECONDS;
      const [file] = files;
      const integrity =
        files.length === 1 && file
          ? await mp4Integrity(join(facts.mediaDir, 'recordings', file), room.ackedPieces)
          : undefined;
      const watch = facts.playlists.get(room.room);
      const missingSegments = watch?.missing() ?? [];
      const captured = await captureTimes(
        join(facts.mediaDir, 'live', room.room),
        watch?.dated.keys() ?? [],
        facts.pieceFirstPictures,
        room.handedOverAt,
      );
      const delayMinutes = facts.delays.get(room.room) ?? 0;
      const beyondDelay = listedAfterDelay(watch?.listedAt ?? new Map(), captured, delayMinutes * 60_000);
      const key = facts.relays.get(room.room);
      const passed =
        own.length === 1 &&
        files.length === 1 &&
        mp4S !== undefined &&
        Math.abs(mp4S - ackedS) <= DURATION_TOLERANCE_S;
      return {
        room: room.room,
        sessions: own.length,
        ackedS,
        mp4S,
        integrity,
        missingSegments,
        datingErrors: datingErrors(watch?.dated ?? new Map(), captured),
        delayMinutes,
        leastBeyondDelay: beyondDelay.length ? Math.min(...beyondDelay) : undefined,
        relay: key ? await relayIntegrity(facts.relayRecordDir, key, facts.sourcePictures) : undefined,
        passed,
      };
    }),
  );
}

function memoryResults(facts: RunFacts): MemoryResult[] {
  return facts.processEnds.map((end, index) => {
    const process = index + 1;
    const own = facts.samples.filter((sample) => sample.process === process && sample.atSeconds <= end);
    const second = meanOf(own.filter((sample) => sample.atSeconds >= 60 && sample.atSeconds < 120));
    const last = meanOf(own.filter((sample) => sample.atSeconds > end - 60));
    const change = second && last ? (last.rssMiB - second.rssMiB) / second.rssMiB : NaN;
    const judged = end >= MEMORY_MIN_LIFETIME_S && Number.isFinite(change);
    return {
      process,
      lifetimeS: end,
      second,
      last,
      change,
      judged,
      passed: judged && Math.abs(change) <= MEMORY_TOLERANCE,
    };
  });
}

export type Verdict = { checks: Check[]; rooms: RoomResult[]; memory: MemoryResult[] };

/** Each check of the run, with the per-room and per-process results behind them. */
export async function judgeRun(facts: RunFacts): Promise<Verdict> {
  const rooms = await roomResults(facts);
  const memory = memoryResults(facts);
  const open = facts.sessions.filter((session) => !session.stopped || !session.file);
  const resumes = facts.rooms.flatMap((room) =>
    room.resumes.map((resume) => ({ room: room.room, ...resume })),
  );
  const resumed = new Set(resumes.map((resume) => resume.room));
  const behind = resumes.filter((resume) => resume.serverNextSeq < resume.lowestUnacked);
  const checks: Check[] = [
    {
      name: `Every acked chunk is in its hearing's MP4 (within ${DURATION_TOLERANCE_S} s, one session per room)`,
      result: verdictOf(rooms.every((room) => room.passed)),
      detail: `${rooms.filter((room) => room.passed).length} of ${rooms.length} rooms`,
    },
    {
      name: 'Every MP4 decodes whole: as many frames as the acked pieces hold, no decoding error, DTS always rising',
      result: verdictOf(
        rooms.every(
          ({ integrity: i }) =>
            i && i.frames === i.expectedFrames && i.decodeErrors === 0 && i.dtsNotRising === 0,
        ),
      ),
      detail: rooms
        .map(({ room, integrity: i }) =>
          i
            ? `${room} ${i.frames}/${i.expectedFrames} frames, ${i.decodeErrors} errors, ${i.dtsNotRising} DTS not rising`
            : `${room} no MP4`,
        )
        .join('; '),
    },
    {
      name: "No on-air segment is missing from a room's public playlist (polled every second, crash included)",
      result: verdictOf(rooms.every((room) => room.missingSegments.length === 0)),
      detail:
        rooms
          .filter((room) => room.missingSegments.length > 0)
          .map((room) => `${room.room}: ${room.missingSegments.join(', ')}`)
          .join('; ') || 'none missing',
    },
    {
      name: `Each listed segment is dated within ${DATING_TOLERANCE_MS / 1000} s of when its first picture was captured`,
      result: rooms.every((room) => room.datingErrors.length > 0)
        ? verdictOf(
            rooms.every((room) => room.datingErrors.every((error) => Math.abs(error) <= DATING_TOLERANCE_MS)),
          )
        : 'not judged',
      detail: rooms
        .map(({ room, datingErrors: errors }) => {
          const worst = Math.max(...errors.map(Math.abs));
          return `${room}: ${errors.length} segments, worst ${errors.length ? (worst / 1000).toFixed(2) : '—'} s`;
        })
        .join('; '),
    },
    {
      name: "No segment is listed for the public sooner than its room's delay after its first picture was captured",
      result: rooms.some((room) => room.delayMinutes > 0)
        ? verdictOf(rooms.every((room) => (room.leastBeyondDelay ?? 0) >= 0))
        : 'not judged',
      detail: rooms
        .map(
          ({ room, delayMinutes, leastBeyondDelay }) =>
            `${room} (${delayMinutes} min): ${leastBeyondDelay === undefined ? '—' : `${(leastBeyondDelay / 1000).toFixed(1)} s beyond it at least`}`,
        )
        .join('; '),
    },
    {
      name: 'Every relayed picture is the source’s next one: none repeated, none skipped but across a declared outage',
      result: rooms.some((room) => room.relay)
        ? verdictOf(
            rooms.every(
              ({ relay }) =>
                !relay || (relay.frames > 0 && relay.repeated === 0 && relay.skipped.length === 0),
            ),
          )
        : 'not judged',
      detail:
        rooms
          .flatMap(({ room, relay }) =>
            relay
              ? [
                  `${room}: ${relay.frames} pictures in ${relay.publishes} publishes, ${relay.repeated} repeated, ` +
                    `${relay.skipped.reduce((sum, gap) => sum + gap.count, 0)} skipped`,
                ]
              : [],
          )
          .join('; ') || 'no relay',
    },
    {
      name: 'No recording session stays open or unfinalised',
      result: verdictOf(open.length === 0),
      detail: `${facts.sessions.length} sessions, ${open.length} open or without an MP4`,
    },
    {
      name: `The vanished host's recording is finalised by the server (abandonment ${facts.abandonSeconds} s)`,
      result: verdictOf(facts.abandonedAfterMs !== undefined),
      detail:
        facts.abandonedAfterMs === undefined
          ? 'never'
          : `${(facts.abandonedAfterMs / 1000).toFixed(0)} s after its socket closed`,
    },
    {
      name: 'After the crash every session resumes at or past its lowest unacked chunk',
      result: verdictOf(resumed.size === facts.rooms.length - 1 && behind.length === 0),
      detail: `${resumed.size} rooms resumed (${resumes.length} resumes), ${behind.length} behind an ack`,
    },
    {
      name: 'Every live room stops cleanly (all chunks acked, stop-recording acked)',
      result: verdictOf(facts.stopFailures.length === 0),
      detail: facts.stopFailures.length === 0 ? 'all' : facts.stopFailures.join('; '),
    },
    ...memory.map((result) => ({
      name: `Server memory flat, process ${result.process} (last minute's RSS within ${MEMORY_TOLERANCE * 100} % of the second's)`,
      result: result.judged ? verdictOf(result.passed) : 'not judged',
      detail: result.judged
        ? `${result.second?.rssMiB.toFixed(0)} → ${result.last?.rssMiB.toFixed(0)} MiB (${(result.change * 100).toFixed(1)} %)`
        : `not judged: lived ${result.lifetimeS.toFixed(0)} s`,
    })),
    {
      name: 'No hearing shows Live in case search once every room ended its meeting (hearing sessions closed)',
      result: verdictOf(facts.stillLive.length === 0 && facts.endFailures.length === 0),
      detail:
        [...facts.endFailures, ...facts.stillLive.map((room) => `${room} still Live`)].join('; ') || 'none',
    },
    {
      name: 'No ffmpeg of the server still running once everything is finalised',
      result: verdictOf(facts.ffmpegLeft === 0),
      detail: `${facts.ffmpegLeft} left`,
    },
  ];
  return { checks, rooms, memory };
}
