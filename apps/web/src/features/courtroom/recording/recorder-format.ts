import { RECORDING_MIME_TYPES, type RecordingMimeType } from '@nyaya/shared';

/** The first of the formats we record in (H.264 first, DESIGN.md) that this browser can record, if any. */
export function pickMimeType(isTypeSupported: (mimeType: string) => boolean): RecordingMimeType | null {
  return RECORDING_MIME_TYPES.find((mimeType) => isTypeSupported(mimeType)) ?? null;
}
