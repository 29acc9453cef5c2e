import type { ReactNode } from 'react';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

type StageQualityProps = {
  dataSaver: boolean;
  onDataSaver: (on: boolean) => void;
  /** The height of the picture playing (0: the sound alone); undefined while nothing plays. */
  pictureHeight: number | undefined;
  /** A choice of picture, where the page offers one. */
  children?: ReactNode;
};

/** In the stage's toolbar: the Data saver switch, any choice of picture, and what plays now. */
export function StageQuality({ dataSaver, onDataSaver, pictureHeight, children }: StageQualityProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="stage-quality">
      <Form.Check
        type="switch"
        id={id}
        label={t('stage.dataSaver')}
        checked={dataSaver}
        onChange={(event) => onDataSaver(event.currentTarget.checked)}
      />
      {children}
      {pictureHeight !== undefined && (
        <span className="small" role="status" data-testid="stage-quality">
          {pictureHeight > 0 ? t('stage.quality', { height: pictureHeight }) : t('stage.soundOnly')}
        </span>
      )}
    </div>
  );
}
