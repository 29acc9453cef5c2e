import type { HearingVideo } from '@nyaya/shared';
import type { TFunction } from 'i18next';
import { formatDuration } from '../../lib/format-duration';

/** "Recording 2 (00:20)": the nth recording of a hearing, with its length when known. */
export function recordingLabel(t: TFunction, recording: HearingVideo['recordings'][number], index: number) {
  return recording.durationSeconds === null
    ? t('viewer.recording', { number: index + 1 })
    : t('viewer.recordingWithDuration', {
        number: index + 1,
        duration: formatDuration(recording.durationSeconds),
      });
}
