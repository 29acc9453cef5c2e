import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseMediaPlaylist } from '../live/media-playlist.ts';

export type RelayStart = {
  /** relayArgs' startIndex: from the playlist's end, so segments listed meanwhile do not move it. */
  index: number;
  /** Segments that left the playlist before the relay read them (the outage was that long). */
  missed: number;
};

const NEWEST: RelayStart = { index: -1, missed: 0 };

const isUrl = (input: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(input);

/**
 * Where a platform's relay resumes: the segment after the one its ffmpeg last opened. ffmpeg reads a listed
 * segment whole as soon as it is listed and pushes it on at once (no `-re`), so the one it last opened was sent
 * (all but what its muxer still held when it died): starting there again would show the platform those seconds
 * twice. Kept beside the input playlist (a file the server writes), so a server restarted after a crash resumes
 * there too; forgotten when the broadcast ends.
 */
export function relayProgress(input: string, name: string) {
  const file = isUrl(input) ? undefined : join(dirname(input), `relay-${name}.progress`);
  /** The segment this process's ffmpeg last opened. */
  let reading: number | undefined;
  let writing = Promise.resolve();

  async function persisted(): Promise<number | undefined> {
    const text = file && (await readFile(file, 'utf8').catch(() => undefined));
    const sequence = Number(text);
    return text && Number.isInteger(sequence) ? sequence : undefined;
  }

  return {
    /** ffmpeg opened segment `sequence`: every one before it was read. */
    opened(sequence: number): void {
      reading = sequence;
      if (!file) return;
      writing = writing.then(() => writeFile(file, String(sequence))).catch(() => undefined);
    },

    /**
     * Where the next ffmpeg starts: the segment after the one the last opened, once it is listed (undefined
     * until then: ffmpeg cannot be told to wait for a segment); the oldest listed if this process's relay fell
     * further behind (what left the playlist is missed); the newest when there is nothing to resume.
     */
    async start(): Promise<RelayStart | undefined> {
      const lastRead = reading ?? (await persisted());
      const text = lastRead === undefined ? undefined : await readFile(input, 'utf8').catch(() => undefined);
      if (lastRead === undefined || text === undefined) return NEWEST;
      const sequences = parseMediaPlaylist(text).segments.map((segment) => segment.sequence);
      const next = sequences.indexOf(lastRead + 1);
      if (next >= 0) return { index: next - sequences.length, missed: 0 };
      if (sequences.at(-1) === lastRead) return undefined;
      const oldest = sequences[0];
      if (reading !== undefined && oldest !== undefined && reading < oldest) {
        return { index: -sequences.length, missed: oldest - reading - 1 };
      }
      return NEWEST;
    },

    /** The broadcast ended: the next one starts at its newest segment. */
    async forget(): Promise<void> {
      reading = undefined;
      await writing;
      if (file) await rm(file, { force: true });
    },
  };
}
