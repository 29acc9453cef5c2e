import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { groupByComplex } from '../../../lib/group-by-complex';
import { courtRoomPlaceLabel, useCourtRoomPlaces } from '../../../lib/use-court-room-places';

type CourtRoomFieldProps = {
  registration: UseFormRegisterReturn;
  /** The room chosen now: a closed select shows only the court's name, so the hint says where it sits. */
  chosen?: string;
  error?: string;
};

/** The court room of a Judge or Reader, chosen by district, complex and court rather than by code. */
export function CourtRoomField({ registration, chosen, error }: CourtRoomFieldProps) {
  const { t } = useTranslation();
  const places = useCourtRoomPlaces();
  const place = places.find((entry) => entry.value === chosen);
  return (
    <SelectField
      id="user-courtRoom"
      label={t('users.fields.courtRoom')}
      registration={registration}
      placeholder={t('users.selectCourtRoom')}
      groups={groupByComplex(places)}
      hint={place && courtRoomPlaceLabel(place)}
      error={error}
    />
  );
}
