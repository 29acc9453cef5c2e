import { RECORDING_MIME_TYPES, type RecordingMimeType } from '@nyaya/shared';

/** Chromium's MediaRecorder option (not in the DOM typings): a keyframe at least this often, in ms. */
export type ChromiumRecorderOptions = MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number };

/** The first recording format this browser can record (H.264 first: docs/decisions/media-pipeline.md 2), if any. */
export function pickMimeType(isTypeSupported: (mimeType: string) => boolean): RecordingMimeType | null {
  return RECORDING_MIME_TYPES.find((mimeType) => isTypeSupported(mimeType)) ?? null;
}
