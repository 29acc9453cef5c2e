import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { groupByComplex } from '../../../lib/group-by-complex';
import { complexesQuery, courtRoomsQuery } from '../../../lib/master-data';
import { useCourtRoomPlaces } from '../../../lib/use-court-room-places';
import { courtRoomsStreamedIn, proposedCourtRoomOf } from '../court-room-choice';
import type { CauseListForm } from './cause-list-form';

/**
 * The court room the case is heard in, among those the chosen room streams: court search lists the hearing
 * under it, so it is asked for (see courtRoomMissing) and, while empty, proposed from the room and the CNR.
 */
export function CourtRoomField({ form }: { form: CauseListForm }) {
  const { t } = useTranslation();
  const [roomId, cnr, courtRoom] = useWatch({ control: form.control, name: ['roomId', 'cnr', 'courtRoom'] });
  const streamed = courtRoomsStreamedIn(useQuery(courtRoomsQuery()).data ?? [], roomId);
  const complexes = useQuery(complexesQuery()).data ?? [];
  const proposal = courtRoom ? undefined : proposedCourtRoomOf(streamed, complexes, cnr ?? '');
  const { isSubmitted } = form.formState;

  useEffect(() => {
    if (proposal) form.setValue('courtRoom', proposal, { shouldValidate: isSubmitted });
  }, [form, proposal, isSubmitted]);

  const values = new Set(streamed.map((place) => place.value));
  const places = useCourtRoomPlaces().filter((place) => values.has(place.value));
  // A room that streams no court room can only take a High Court bench's hearing: the server says if it can.
  const none = Boolean(roomId) && streamed.length === 0;
  return (
    <Col md={6}>
      <SelectField
        id="causeList-courtRoom"
        label={t('causeList.fields.courtRoom')}
        registration={form.register('courtRoom')}
        placeholder={t('causeList.selectCourtRoom')}
        groups={groupByComplex(places)}
        error={form.formState.errors.courtRoom?.message}
        hint={none ? t('causeList.roomStreamsNoCourtRoom', { room: roomId }) : t('causeList.courtRoomHint')}
      />
    </Col>
  );
}
