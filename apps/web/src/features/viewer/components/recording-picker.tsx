import type { HearingVideo } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime } from '../../../lib/format-date';
import { recordingLabel } from '../recording-label';

type Recording = HearingVideo['recordings'][number];

type RecordingPickerProps = {
  recordings: Recording[];
  selectedId: number;
  onSelect: (id: number) => void;
};

/** A hearing recorded in several parts (a session stopped and started again): one button per part. */
export function RecordingPicker({ recordings, selectedId, onSelect }: RecordingPickerProps) {
  const { t } = useTranslation();
  if (recordings.length < 2) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('viewer.recordings')}>
      {recordings.map((recording, index) => (
        <Button
          key={recording.id}
          variant={recording.id === selectedId ? 'primary' : 'outline-primary'}
          size="sm"
          aria-pressed={recording.id === selectedId}
          onClick={() => onSelect(recording.id)}
        >
          {recordingLabel(t, recording, index)}
          <span className="visually-hidden">
            , {t('viewer.recordedAt', { time: formatIstDateTime(recording.recordedAt) })}
          </span>
        </Button>
      ))}
    </div>
  );
}
