import { LOW_RENDITION } from '@nyaya/shared';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { PictureChoice } from '../pick-version';

type PictureChoiceSelectProps = { choice: PictureChoice; onChoice: (choice: PictureChoice) => void };

/** The picture a person wants whatever the link: the player's choice (Auto), the low version, or as recorded. */
export function PictureChoiceSelect({ choice, onChoice }: PictureChoiceSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="small mb-0">
        {t('stage.pictureChoice')}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={choice}
        onChange={(event) => onChoice(event.currentTarget.value as PictureChoice)}
      >
        <option value="auto">{t('stage.pictureAuto')}</option>
        <option value="low">{t('stage.pictureLow', { height: LOW_RENDITION.height })}</option>
        <option value="source">{t('stage.pictureSource')}</option>
      </Form.Select>
    </div>
  );
}
