import {
  API_PREFIX,
  MESSAGES,
  VIDEO_LINK_TTL_MINUTES,
  VIEWING_VERSIONS,
  can,
  courtDate,
  isStreamable,
  type HearingVideo,
  type Role,
  type VideoVersion,
  type ViewingVersion,
} from '@nyaya/shared';
import { join } from 'node:path';
import type { Database } from '../../core/db/client.ts';
import { fileSize } from '../../media/ffmpeg.ts';
import { mediaAreas, recordingFolder, type MediaAreas } from '../../media/media-areas.ts';
import { madeViewingVersions, viewingVersionFile } from '../../media/recording/viewing-versions.ts';
import { forbidden, gone, notFound } from '../../core/errors.ts';
import { hearingKey, ownArchivalRequestsOf } from '../archival/index.ts';
import { findHearingById, presentCaseRow } from '../cause-list/index.ts';
import { partiesSeenBy, withheldFrom, type PartyViewer } from '../cases/index.ts';
import { findRecording, hasArchivalAccess, recordingsOfHearing } from './queries.ts';
import { signVideoToken, verifyVideoToken } from './video-token.ts';
import { publicVersionOf, type ViewingVersionMaker } from './viewing-versions.ts';

export type RecordingDeps = {
  db: Database;
  mediaDir: string;
  urlSecret: string;
  /** Absent where versions for a weak link are not made (VIEWING_VERSIONS=false). */
  viewingVersions?: ViewingVersionMaker;
};
export type Viewer = { id: string; role: Role };

type Hearing = { cnr: string; hearingDate: string } & Parameters<typeof isStreamable>[0];
type Watchable = { state: 'available' | 'expired' };
type Watched = Versions & Watchable & { id: number };
type WatchedVersion = { file: string; durationSeconds: number | null };
type Versions = {
  file: string;
  durationSeconds: number | null;
  publicFile: string | null;
  publicDurationSeconds: number | null;
};

/**
 * The version of a recording this viewer watches: the court's whole record for the Judge and the Controller,
 * else the public's copy when the judge withheld parts of the hearing; null when nothing is left for them.
 */
function versionFor(viewer: Viewer, recording: Versions): WatchedVersion | null {
  if (recording.publicDurationSeconds === null || can(viewer.role, 'recordings:viewRestricted')) {
    return { file: recording.file, durationSeconds: recording.durationSeconds };
  }
  if (recording.publicFile === null) return null;
  return { file: recording.publicFile, durationSeconds: recording.publicDurationSeconds };
}

const bitsPerSecond = (sizeBytes: number | undefined, durationSeconds: number | null) =>
  sizeBytes === undefined || !durationSeconds ? null : Math.round((sizeBytes * 8) / durationSeconds);

/**
 * The version of `recording` this viewer watches (`watched`, from versionFor), and the versions for a weak link made
 * of it so far; when they are missing (not made yet, or lost), their making is queued.
 */
async function versionsOf(
  deps: RecordingDeps,
  areas: MediaAreas,
  { recording, watched }: { recording: Watched; watched: WatchedVersion },
  url: string,
): Promise<HearingVideo['recordings'][number]['versions']> {
  const path = join(recordingFolder(areas, recording), watched.file);
  const source = { url, bitsPerSecond: bitsPerSecond(await fileSize(path), watched.durationSeconds) };
  if (watched.file !== publicVersionOf(recording)) return { source };
  deps.viewingVersions?.ensure(path);
  const made = await madeViewingVersions(path, areas.viewing);
  const versions: Partial<Record<ViewingVersion, VideoVersion>> = {};
  for (const version of VIEWING_VERSIONS) {
    const file = made[version];
    if (file) {
      versions[version] = {
        url: `${url}?version=${version}`,
        bitsPerSecond: bitsPerSecond(file.sizeBytes, watched.durationSeconds),
      };
    }
  }
  return { source, ...versions };
}

/**
 * Who may watch a hearing's recording: a hearing kept off the public stream only its judge and the controller;
 * an available recording anyone signed in; an expired one only the holder of an approved archival request
 * for that case and date while its access lasts.
 */
function createAccessRule(db: Database, viewer: Viewer, hearing: Hearing, now: Date) {
  if (!isStreamable(hearing) && !can(viewer.role, 'recordings:viewRestricted')) {
    throw forbidden(MESSAGES.recordingRestricted);
  }
  let archival: Promise<boolean> | undefined;
  return async (recording: Watchable) => {
    if (recording.state === 'available') return true;
    archival ??= hasArchivalAccess(
      db,
      { userId: viewer.id, cnr: hearing.cnr, hearingDate: hearing.hearingDate },
      now,
    );
    return archival;
  };
}

/** GET /videos/:hearingId: the recordings of a hearing this viewer may watch, each behind a signed address. */
export async function hearingVideo(
  deps: RecordingDeps,
  hearingId: number,
  viewer: PartyViewer,
  now: Date = new Date(),
): Promise<HearingVideo> {
  const hearing = await findHearingById(deps.db, hearingId);
  if (!hearing) throw notFound(MESSAGES.hearingNotFound);
  const mayWatch = createAccessRule(deps.db, viewer, { ...hearing, hearingDate: hearing.nextDate }, now);
  const watchable = [];
  for (const recording of await recordingsOfHearing(deps.db, hearingId)) {
    const watched = versionFor(viewer, recording);
    if (watched && (await mayWatch(recording))) watchable.push({ recording, watched });
  }
  const [newest] = watchable;
  if (!newest) throw notFound(MESSAGES.recordingNotAvailable);
  const expiresAt = new Date(now.getTime() + VIDEO_LINK_TTL_MINUTES * 60_000);
  const ownRequests = await ownArchivalRequestsOf(deps.db, viewer.id, [hearing.cnr], now);
  const urlOf = (recordingId: number) =>
    `${API_PREFIX}/videos/file/${signVideoToken({ recordingId, userId: viewer.id, expiresAt }, deps.urlSecret)}`;
  const areas = mediaAreas(deps.mediaDir);
  return {
    videoUrl: urlOf(newest.recording.id),
    recordings: await Promise.all(
      watchable.map(async (seen) => {
        const videoUrl = urlOf(seen.recording.id);
        return {
          id: seen.recording.id,
          videoUrl,
          recordedAt: seen.recording.recordedAt.toISOString(),
          durationSeconds: seen.watched.durationSeconds,
          versions: await versionsOf(deps, areas, seen, videoUrl),
        };
      }),
    ),
    hearing: presentCaseRow(
      hearing,
      {
        withheld: withheldFrom(await partiesSeenBy(deps.db, viewer), hearing),
        archivalRequest: ownRequests.get(hearingKey(hearing)) ?? null,
      },
      courtDate(now),
    ),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The file a signed address points at, for the viewer it was made for: 403 for a forged address or another
 * person's, 410 once it expired, 404 when the recording is gone or no longer open to this viewer.
 */
export async function recordingFile(
  deps: RecordingDeps,
  token: string,
  viewer: Viewer,
  viewingVersion?: ViewingVersion,
  now: Date = new Date(),
): Promise<{ root: string; file: string }> {
  const grant = verifyVideoToken(token, deps.urlSecret);
  if (!grant || grant.userId !== viewer.id) throw forbidden();
  if (grant.expiresAt.getTime() <= now.getTime()) throw gone(MESSAGES.videoLinkExpired);
  const recording = await findRecording(deps.db, grant.recordingId);
  if (!recording) throw notFound(MESSAGES.recordingNotAvailable);
  const mayWatch = createAccessRule(deps.db, viewer, recording, now);
  const version = versionFor(viewer, recording);
  if (!version || !(await mayWatch(recording))) throw notFound(MESSAGES.recordingNotAvailable);
  const areas = mediaAreas(deps.mediaDir);
  const watched = join(recordingFolder(areas, recording), version.file);
  const { root, file } =
    viewingVersion === undefined
      ? { root: recordingFolder(areas, recording), file: version.file }
      : { root: areas.viewing, file: viewingVersionFile(watched, viewingVersion) };
  // A version for a weak link is made of the public's copy: never one for the court's whole record.
  const madeOfWatched = viewingVersion === undefined || version.file === publicVersionOf(recording);
  if (!madeOfWatched || (await fileSize(join(root, file))) === undefined) {
    throw notFound(MESSAGES.recordingNotAvailable);
  }
  return { root, file };
}
