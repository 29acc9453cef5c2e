import type { RelayState } from '@nyaya/shared';
import {
  createTargetRunner,
  type RelayBackoff,
  type RelayLog,
  type RelayPlatform,
  type RelayStop,
  type RelayTarget,
} from './relay-target.ts';

export type { RelayBackoff, RelayLog, RelayPlatform, RelayStop, RelayTarget } from './relay-target.ts';

export type RelayOptions = {
  /** The room's delayed public playlist: a file path or a URL ffmpeg can read. */
  input: string;
  /** At most one per platform. */
  targets: RelayTarget[];
  log: RelayLog;
  ffmpegPath?: string;
  backoff?: RelayBackoff;
  /** How long stop() waits after SIGTERM before it sends SIGKILL. */
  stopTimeoutMs?: number;
  /** How long a platform's output may stand still while the input goes on (RELAY_STALL_MS unless told). */
  stallMs?: number;
};

export type Relay = {
  start(): void;
  /**
   * Ends every ffmpeg; resolves once they have exited. The relay never restarts afterwards; a new relay on the
   * same input starts at its newest segment, or, after a `resumable` stop, where this one was reading.
   */
  stop(options?: RelayStop): Promise<void>;
  /**
   * The input listed a new segment: what tells a stalled platform from a paused court, and what resumes a platform
   * whose ffmpeg had read the stream to its end.
   */
  inputAdvanced(): void;
  /** One entry per started platform, in the order of the targets. */
  state(): RelayState[];
  /** Called with the whole state() after every change; returns the unsubscribe. */
  onState(listener: (states: RelayState[]) => void): () => void;
};

export const DEFAULT_RELAY_BACKOFF: RelayBackoff = { initialMs: 1000, maxMs: 30_000 };
const DEFAULT_STOP_TIMEOUT_MS = 5000;
/** A platform whose output has not advanced this long while the stream went on is restarted (issue 19). */
export const RELAY_STALL_MS = 10_000;

/**
 * Pushes a room's delayed HLS to YouTube and Facebook over RTMP(S), without re-encoding. One ffmpeg per platform
 * rather than one with the tee muxer: a platform that refuses or drops the stream is restarted on its own
 * back-off while the other keeps streaming, and each process's exit and stderr tell whose state changed.
 */
export function createRelay(options: RelayOptions): Relay {
  const { input, targets, log } = options;
  const platforms = targets.map((target) => target.platform);
  if (new Set(platforms).size !== platforms.length)
    throw new Error('A relay takes at most one target per platform');
  const states = new Map<RelayPlatform, RelayState>();
  const listeners = new Set<(states: RelayState[]) => void>();
  const state = () => platforms.flatMap((platform) => states.get(platform) ?? []);
  const runners = targets.map((target) =>
    createTargetRunner({
      input,
      target,
      log,
      ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
      backoff: options.backoff ?? DEFAULT_RELAY_BACKOFF,
      stopTimeoutMs: options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS,
      stallMs: options.stallMs ?? RELAY_STALL_MS,
      onState: (changed) => {
        states.set(changed.platform, changed);
        const current = state();
        for (const listener of listeners) listener(current);
      },
    }),
  );

  return {
    start: () => runners.forEach((runner) => runner.start()),
    stop: async (stopOptions) => {
      await Promise.all(runners.map((runner) => runner.stop(stopOptions)));
    },
    inputAdvanced: () => runners.forEach((runner) => runner.inputAdvanced()),
    state,
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
