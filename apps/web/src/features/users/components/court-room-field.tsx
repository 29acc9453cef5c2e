import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { courtRoomLabel, courtRoomsQuery } from '../../../lib/master-data';

/** The court room of a Judge or Reader, chosen from the court room masters by its value ("n^m"). */
export function CourtRoomField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation();
  const rooms = useQuery(courtRoomsQuery()).data ?? [];
  return (
    <SelectField
      id="user-courtRoom"
      label={t('users.fields.courtRoom')}
      registration={registration}
      placeholder={t('users.selectCourtRoom')}
      options={rooms.map((room) => ({ value: room.value, label: courtRoomLabel(room) }))}
      error={error}
    />
  );
}
