import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

type StreamQualityProps = {
  dataSaver: boolean;
  onDataSaver: (on: boolean) => void;
  /** The height of the picture playing (0: the sound alone); undefined while nothing plays. */
  pictureHeight: number | undefined;
};

/** Under the live stream: the Data saver switch, and what plays now (the picture's height, or the sound alone). */
export function StreamQuality({ dataSaver, onDataSaver, pictureHeight }: StreamQualityProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="live-stream-quality">
      <Form.Check
        type="switch"
        id={id}
        label={t('liveStream.dataSaver')}
        checked={dataSaver}
        onChange={(event) => onDataSaver(event.currentTarget.checked)}
      />
      {pictureHeight !== undefined && (
        <span className="small" role="status" data-testid="live-stream-quality">
          {pictureHeight > 0 ? t('liveStream.quality', { height: pictureHeight }) : t('liveStream.soundOnly')}
        </span>
      )}
    </div>
  );
}
