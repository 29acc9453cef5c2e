import type { AnnouncementLanguage } from '@nyaya/shared';
import { LRUCache } from 'lru-cache';
import { execFile } from 'node:child_process';

/** The espeak-ng voice of each announcement language. */
const VOICES: Record<AnnouncementLanguage, string> = { en: 'en', hi: 'hi' };
/** A 200-character announcement is about 15 s of 22 kHz mono WAV, some 700 kB. */
const MAX_WAV_BYTES = 4 * 1024 * 1024;
const CACHE = { maxEntries: 200, maxBytes: 32 * 1024 * 1024 } as const;
const HEADER_BYTES = 44;

export type SpeechOptions = {
  /** The espeak-ng executable (looked up on the PATH when it is a bare name). */
  command?: string;
  /** After this, the synthesiser is killed and the announcement fails. */
  timeoutMs?: number;
};

export type Spoken = { wav: Buffer; cached: boolean };
export type Speech = { speak: (text: string, lang: AnnouncementLanguage) => Promise<Spoken> };

type Wanted = { text: string; lang: AnnouncementLanguage };

/**
 * espeak-ng's output for a text. The text goes in on stdin, so nothing in it can act as an option, and no
 * shell ever sees it.
 */
function synthesise(command: string, timeoutMs: number, { text, lang }: Wanted, signal: AbortSignal) {
  return new Promise<Buffer>((resolve, reject) => {
    const child = execFile(
      command,
      ['--stdout', '--stdin', '-v', VOICES[lang]],
      { encoding: 'buffer', timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: MAX_WAV_BYTES, signal },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    // A synthesiser that dies before reading its input must not take the server down with an EPIPE.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(text);
  });
}

/**
 * espeak-ng writing to a pipe cannot go back to fill in the sizes, so its header claims 2 GB of audio and
 * players show a wrong duration. The whole output is here, so the real sizes are written in.
 */
function withTrueSizes(wav: Buffer): Buffer {
  if (wav.length < HEADER_BYTES || wav.toString('latin1', 0, 4) !== 'RIFF') {
    throw new Error('espeak-ng wrote no WAV audio');
  }
  if (wav.toString('latin1', 36, 40) === 'data') {
    wav.writeUInt32LE(wav.length - 8, 4);
    wav.writeUInt32LE(wav.length - HEADER_BYTES, 40);
  }
  return wav;
}

/**
 * Spoken announcements, each (language, text) synthesised once: later and concurrent requests for it share
 * the same audio from a small bounded in-memory cache. A failure is not cached.
 */
export function createSpeech({ command = 'espeak-ng', timeoutMs = 5000 }: SpeechOptions = {}): Speech {
  const cache = new LRUCache<string, Buffer, Wanted>({
    max: CACHE.maxEntries,
    maxSize: CACHE.maxBytes,
    sizeCalculation: (wav) => wav.length,
    fetchMethod: async (_key, _stale, { signal, context }) =>
      withTrueSizes(await synthesise(command, timeoutMs, context, signal)),
  });
  return {
    async speak(text, lang) {
      const status: LRUCache.Status<string, Buffer, Wanted> = {};
      const wav = await cache.fetch(JSON.stringify([lang, text]), { context: { text, lang }, status });
      if (!wav) throw new Error('espeak-ng produced nothing');
      return { wav, cached: status.fetch === 'hit' || status.fetch === 'inflight' };
    },
  };
}
