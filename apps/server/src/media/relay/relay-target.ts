import type { RelayState } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { diesWithServer } from '../dies-with-server.ts';
import { failureReason, stallReason } from './failure-reason.ts';
import { leveledLine, maskKey, openedSegment, relayArgs, relayOutputUrl } from './relay-output.ts';
import { relayProgress, type RelayStart } from './relay-progress.ts';

export type RelayPlatform = RelayState['platform'];
export type RelayTarget = { platform: RelayPlatform; url: string; key: string };
export type RelayLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;
/** How a relay is stopped: `resumable` when the server shuts down mid-broadcast, and why, for the log. */
export type RelayStop = { resumable?: boolean; reason?: string };
/** Waits between restarts: initialMs after the first failure, doubling up to maxMs; reset once live. */
export type RelayBackoff = { initialMs: number; maxMs: number };

type TargetOptions = {
  input: string;
  target: RelayTarget;
  log: RelayLog;
  ffmpegPath: string;
  backoff: RelayBackoff;
  stopTimeoutMs: number;
  /** How long the output may stand still while the input goes on before ffmpeg is restarted. */
  stallMs: number;
  onState: (state: RelayState) => void;
};

const STDERR_LINES_KEPT = 10;
/** A platform that refuses the key still takes the first bytes: live only once they have kept flowing this long. */
export const LIVE_CONFIRM_MS = 2000;

/** How often a running ffmpeg's output is checked for a stall. */
const STALL_CHECK_MS = 500;
/** How often a relay waiting to resume looks for the segment it resumes at (one is listed every 2 s). */
const RESUME_LOOK_MS = 250;

/**
 * One platform's ffmpeg: started, watched, restarted with back-off, and stopped for good. A platform that stops
 * taking the stream (or never starts: a key another encoder holds) leaves ffmpeg hanging with its output standing
 * still; once the input has gone on for stallMs without it, ffmpeg is killed and restarted, and the card says so.
 * A restarted ffmpeg resumes at the segment after the last one it read (relay-progress.ts).
 */
export function createTargetRunner(options: TargetOptions) {
  const { input, target, log, ffmpegPath, backoff, stopTimeoutMs, stallMs, onState } = options;
  const { platform } = target;
  const mask = (text: string) => maskKey(text, target.key);
  const progress = relayProgress(input, platform);
  let running: ChildProcess | undefined;
  let launching: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;
  /** Its ffmpeg read the stream to its end: it starts again, after what it read, once the stream goes on. */
  let ended = false;
  /** When the input last listed a new segment, and when this ffmpeg's output last grew (or it started). */
  let inputAt = 0;
  let outputAt = 0;

  function launch(): void {
    retryTimer = undefined;
    launching = progress.start().then((start) => {
      launching = undefined;
      if (stopped) return;
      // What it resumes at is not listed yet: looked for again a moment later.
      if (start) spawnAt(start);
      else retryTimer = setTimeout(launch, RESUME_LOOK_MS);
    });
  }

  function spawnAt(start: RelayStart): void {
    const outputUrl = relayOutputUrl(target.url, target.key);
    log.info({ platform }, `Relay to ${platform}: connecting to ${mask(outputUrl)}`);
    if (start.missed > 0) {
      log.warn({ platform }, `Relay to ${platform}: ${start.missed} segments left the playlist unsent`);
    }
    onState({ platform, status: 'connecting', since: new Date().toISOString() });
    const ffmpeg = spawn(...diesWithServer(ffmpegPath, relayArgs(input, outputUrl, start.index)), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = ffmpeg;
    let live = false;
    let confirming: NodeJS.Timeout | undefined;
    let spawnError: Error | undefined;
    let stalled: string | undefined;
    let written = 0;
    const stderrTail: string[] = [];
    outputAt = Date.now();
    const watchdog = setInterval(() => {
      const stillFor = Date.now() - outputAt;
      if (stalled || inputAt <= outputAt || stillFor < stallMs) return;
      stalled = stallReason(stillFor);
      ffmpeg.kill('SIGKILL');
    }, STALL_CHECK_MS);

    createInterface({ input: ffmpeg.stdout }).on('line', (line) => {
      const size = Number(/^total_size=(\d+)$/.exec(line)?.[1] ?? Number.NaN);
      if (size > written) {
        written = size;
        outputAt = Date.now();
      }
      if (confirming || !(size > 0)) return;
      confirming = setTimeout(() => {
        live = true;
        failures = 0;
        log.info({ platform }, `Relay to ${platform}: live`);
        onState({ platform, status: 'live', since: new Date().toISOString() });
      }, LIVE_CONFIRM_MS);
    });
    createInterface({ input: ffmpeg.stderr }).on('line', (line) => {
      const { level, text } = leveledLine(line);
      if (level === 'info') {
        const sequence = openedSegment(text);
        if (sequence !== undefined) progress.opened(sequence);
        return;
      }
      const masked = mask(text);
      stderrTail.push(masked);
      if (stderrTail.length > STDERR_LINES_KEPT) stderrTail.shift();
      log.warn({ platform }, `Relay to ${platform}, ffmpeg: ${masked}`);
    });
    ffmpeg.on('error', (error) => {
      spawnError = error;
    });
    ffmpeg.on('close', (code) => {
      clearTimeout(confirming);
      clearInterval(watchdog);
      running = undefined;
      if (stopped) return;
      const reason = mask(
        stalled ??
          (spawnError
            ? `ffmpeg could not start: ${spawnError.message}`
            : failureReason(code, stderrTail, live)),
      );
      log.warn({ platform }, `Relay to ${platform} failed: ${reason}`);
      onState({ platform, status: 'failed', reason, since: new Date().toISOString() });
      // A finished playlist is not pushed again: the relay waits for the stream to go on (inputAdvanced). Only a
      // platform or input error restarts it at once.
      if (code === 0) {
        ended = true;
        return;
      }
      failures += 1;
      const delayMs = Math.min(backoff.initialMs * 2 ** (failures - 1), backoff.maxMs);
      log.info({ platform }, `Relay to ${platform}: retrying in ${delayMs} ms`);
      retryTimer = setTimeout(launch, delayMs);
    });
  }

  return {
    start(): void {
      if (!stopped && !running && !retryTimer && !launching) launch();
    },

    /**
     * The input listed a new segment: from now on, output standing still for stallMs is a stall, and a relay
     * whose stream had ended (a recording stopped, then another went on with the same stream) resumes.
     */
    inputAdvanced(): void {
      inputAt = Date.now();
      if (!ended || stopped) return;
      ended = false;
      launch();
    },

    /**
     * SIGTERM (ffmpeg closes the FLV cleanly), SIGKILL after stopTimeoutMs; never restarts afterwards. Unless
     * `resumable` (the server shuts down mid-broadcast), where it was reading is forgotten. Logs why (`reason`):
     * an ffmpeg stopped so logs no failure of its own.
     */
    async stop({ resumable = false, reason }: RelayStop = {}): Promise<void> {
      if (!stopped) log.info({ platform }, `Relay to ${platform}: stopped${reason ? `, ${reason}` : ''}`);
      stopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      await launching;
      const ffmpeg = running;
      if (ffmpeg) {
        await new Promise<void>((resolve) => {
          const killer = setTimeout(() => ffmpeg.kill('SIGKILL'), stopTimeoutMs);
          ffmpeg.once('close', () => {
            clearTimeout(killer);
            resolve();
          });
          ffmpeg.kill('SIGTERM');
        });
      }
      if (!resumable) await progress.forget();
    },
  };
}
