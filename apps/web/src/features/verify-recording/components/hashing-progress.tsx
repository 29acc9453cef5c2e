import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';

/** How far the file's hashing has gone, by bytes read, with a way to stop it. */
export function HashingProgress({
  file,
  bytesDone,
  onStop,
}: {
  file: File;
  bytesDone: number;
  onStop: () => void;
}) {
  const { t, i18n } = useTranslation();
  const percent = file.size === 0 ? 100 : Math.floor((100 * bytesDone) / file.size);
  const progress = t('verifyRecording.progress', {
    done: formatBytes(bytesDone, i18n.language),
    total: formatBytes(file.size, i18n.language),
  });
  return (
    <div>
      <p className="text-break">{t('verifyRecording.hashing', { name: file.name })}</p>
      <ProgressBar
        now={percent}
        label={`${percent}%`}
        aria-label={t('verifyRecording.hashing', { name: file.name })}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <span className="text-body-secondary">{progress}</span>
        <Button variant="outline-secondary" size="sm" onClick={onStop}>
          {t('verifyRecording.stop')}
        </Button>
      </div>
    </div>
  );
}
