import type { RecordingManifest } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../components/summary-list';
import { formatBytes } from '../../../lib/format-bytes';
import { formatDay, formatIstDateTime } from '../../../lib/format-date';
import { formatDuration } from '../../../lib/format-duration';

/** What the court recorded, as its signed manifest says. */
export function RecordingRecord({ manifest }: { manifest: RecordingManifest }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string | null][] = [
    [t('verifyRecording.fields.court'), manifest.court ?? t('verifyRecording.highCourt')],
    [t('verifyRecording.fields.courtRoom'), manifest.courtRoom],
    [t('verifyRecording.fields.caseNumber'), manifest.caseNumber],
    [t('verifyRecording.fields.cnr'), manifest.cnr],
    [t('verifyRecording.fields.hearingDate'), formatDay(manifest.hearingDate)],
    [t('verifyRecording.fields.startedAt'), formatIstDateTime(manifest.startedAt, { seconds: true })],
    [
      t('verifyRecording.fields.endedAt'),
      manifest.endedAt && formatIstDateTime(manifest.endedAt, { seconds: true }),
    ],
    [
      t('verifyRecording.fields.duration'),
      manifest.durationSeconds === null ? null : formatDuration(manifest.durationSeconds),
    ],
    [t('verifyRecording.fields.judge'), manifest.judge],
    [t('verifyRecording.fields.size'), formatBytes(manifest.sizeBytes, i18n.language)],
  ];
  const known = rows.filter((row): row is [string, string] => row[1] !== null);
  return <SummaryList items={known} />;
}
