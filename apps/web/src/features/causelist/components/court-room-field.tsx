import { useQuery } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { groupByComplex } from '../../../lib/group-by-complex';
import { courtRoomsQuery } from '../../../lib/master-data';
import { useCourtRoomPlaces } from '../../../lib/use-court-room-places';

type CourtRoomFieldProps = {
  roomNo: string | undefined;
  registration: UseFormRegisterReturn;
  error?: string;
};

/** The court room the case is heard in: one of those the chosen room streams, or none (a bench's hearing). */
export function CourtRoomField({ roomNo, registration, error }: CourtRoomFieldProps) {
  const { t } = useTranslation();
  const streamed = new Set(
    (useQuery(courtRoomsQuery()).data ?? [])
      .filter((courtRoom) => courtRoom.streamingRoom === roomNo)
      .map((courtRoom) => courtRoom.value),
  );
  const places = useCourtRoomPlaces().filter((place) => streamed.has(place.value));
  return (
    <Col md={6}>
      <SelectField
        id="causeList-courtRoom"
        label={t('causeList.fields.courtRoom')}
        registration={registration}
        placeholder={t('causeList.selectCourtRoom')}
        groups={groupByComplex(places)}
        error={error}
        hint={t('causeList.courtRoomHint')}
      />
    </Col>
  );
}
