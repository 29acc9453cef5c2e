import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { CourtChoice } from '../api/get-court-hearings';
import { DistrictCourtFields } from './district-court-fields';
import { HighCourtField } from './high-court-field';

type CourtType = 'high' | 'district';

type CourtRoomSelectionProps = {
  /** A court was chosen (its hearings are listed), or the choice was taken back (null). */
  onSelect: (court: CourtChoice | null) => void;
};

/** "Court Room Selection" (spec.md §2): a High Court bench, or a district court room by district and complex. */
export function CourtRoomSelection({ onSelect }: CourtRoomSelectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [courtType, setCourtType] = useState<CourtType>('high');
  const choose = (next: CourtType) => {
    setCourtType(next);
    onSelect(null);
  };
  const radio = (value: CourtType, label: string) => (
    <Form.Check
      inline
      type="radio"
      id={`${id}-${value}`}
      name={`${id}-type`}
      label={label}
      checked={courtType === value}
      onChange={() => choose(value)}
    />
  );
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('caseSearch.courtTitle')}
        </Card.Title>
        <fieldset className="mb-2">
          <legend className="visually-hidden">{t('caseSearch.courtType')}</legend>
          {radio('high', t('caseSearch.highCourt'))}
          {radio('district', t('caseSearch.districtCourt'))}
        </fieldset>
        {courtType === 'high' ? (
          <HighCourtField onSelect={onSelect} />
        ) : (
          <DistrictCourtFields onSelect={onSelect} />
        )}
      </Card.Body>
    </Card>
  );
}
