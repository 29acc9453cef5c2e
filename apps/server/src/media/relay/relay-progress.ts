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
 * Where a platform's relay resumes: the segment its ffmpeg was reading when it stopped, so a restarted relay
 * repeats at most that one and skips none that is still listed. Kept beside the input playlist (a file the
 * server writes), so a server restarted after a crash resumes there too; forgotten when the broadcast ends.
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
     * Where the next ffmpeg starts: the segment the last one was reading, if still listed; the oldest listed if
     * this process's relay fell further behind (what left the playlist is missed); else the newest.
     */
    async start(): Promise<RelayStart> {
      const resumed = reading ?? (await persisted());
      const text = resumed === undefined ? undefined : await readFile(input, 'utf8').catch(() => undefined);
      if (resumed === undefined || text === undefined) return NEWEST;
      const sequences = parseMediaPlaylist(text).segments.map((segment) => segment.sequence);
      const index = sequences.indexOf(resumed);
      if (index >= 0) return { index: index - sequences.length, missed: 0 };
      const oldest = sequences[0];
      if (reading !== undefined && oldest !== undefined && reading < oldest) {
        return { index: -sequences.length, missed: oldest - reading };
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
