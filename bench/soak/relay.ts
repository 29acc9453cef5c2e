// What the soak checks of the relays: nginx-rtmp on loopback stands in for Facebook, and every picture it
// received is looked up among the source's, in order. A relay that publishes again (after the server's crash)
// makes a file of its own, so the outage between two publishes is declared; inside one publish every picture must
// follow the one before it.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startRtmpServer, type RtmpServer } from '../../apps/server/src/test/rtmp-server.ts';
import { pictureHashes } from '../../apps/server/src/test/pictures.ts';

/** A jump in the source's pictures: `count` pictures after `after` never relayed. */
export type Gap = { after: number; count: number };

export type RelayIntegrity = {
  key: string;
  /** Publishes the stand-in recorded (one more after each reconnect). */
  publishes: number;
  /** Publishes whose file holds no picture ffmpeg can read (a relay killed before its first one). */
  empty: number;
  frames: number;
  /** Relayed pictures that are no source picture (slates). */
  notFromSource: number;
  /** Source pictures relayed again, or older than one already relayed. */
  repeated: number;
  /** Source pictures left out inside one publish with nothing (no slate) sent in their place. */
  skipped: Gap[];
  /** Source pictures left out where a slate stood in, or between two publishes (a declared outage). */
  declared: Gap[];
  firstPicture: number | undefined;
  lastPicture: number | undefined;
};

/** The stand-in platform: nginx-rtmp keeping each publish of a stream key in a file of its own. */
export async function startStandInPlatform(dir: string, port: number): Promise<RtmpServer> {
  return startRtmpServer(dir, port, { recordEachPublish: true });
}

/** Every picture the stand-in received for `key`, publish by publish, against the source's pictures. */
export async function relayIntegrity(
  recordDir: string,
  key: string,
  sourcePictures: readonly string[],
): Promise<RelayIntegrity> {
  const indexOf = new Map<string, number>();
  sourcePictures.forEach((hash, index) => {
    if (!indexOf.has(hash)) indexOf.set(hash, index);
  });
  const files = (await readdir(recordDir)).filter((name) => name.startsWith(`${key}-`)).sort();
  const result: RelayIntegrity = {
    key,
    publishes: files.length,
    empty: 0,
    frames: 0,
    notFromSource: 0,
    repeated: 0,
    skipped: [],
    declared: [],
    firstPicture: undefined,
    lastPicture: undefined,
  };
  let latest: number | undefined;
  for (const file of files) {
    // A new publish: what it does not carry of the source is the outage's.
    let outage = latest !== undefined;
    const pictures = await pictureHashes(join(recordDir, file)).catch(() => []);
    if (pictures.length === 0) result.empty += 1;
    for (const hash of pictures) {
      result.frames += 1;
      const picture = indexOf.get(hash);
      if (picture === undefined) {
        result.notFromSource += 1;
        outage = true;
        continue;
      }
      result.firstPicture ??= picture;
      if (latest !== undefined && picture <= latest) result.repeated += 1;
      else if (latest !== undefined && picture > latest + 1) {
        (outage ? result.declared : result.skipped).push({ after: latest, count: picture - latest - 1 });
      }
      latest = Math.max(latest ?? picture, picture);
      outage = false;
    }
  }
  result.lastPicture = latest;
  return result;
}
