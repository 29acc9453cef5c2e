import type { CourtRoom } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { complexesQuery, courtRoomsQuery } from '../../../lib/master-data';
import { CourtRoomForm } from './court-room-form';
import { MasterList } from './master-list';

/** Court rooms, filtered by court complex (?complex= keeps the choice across a reload). */
export function CourtRoomsPanel({
  complexId,
  onComplex,
}: {
  complexId?: number;
  onComplex: (id: string) => void;
}) {
  const { t } = useTranslation();
  const complexes = useQuery(complexesQuery()).data ?? [];
  const rooms = useQuery(courtRoomsQuery(complexId));
  const complexName = (id: number) => complexes.find((complex) => complex.id === id)?.name ?? '';
  return (
    <MasterList<CourtRoom>
      kind="courtrooms"
      filters={
        <FilterSelect
          label={t('masters.fields.complex')}
          value={complexId ? String(complexId) : ''}
          allLabel={t('masters.allComplexes')}
          options={complexes.map((complex) => ({ value: complex.id, label: complex.name }))}
          onChange={onComplex}
        />
      }
      columns={[
        { id: 'name', header: t('masters.fields.name'), cell: (row) => row.name },
        { id: 'nameHi', header: t('masters.fields.nameHi'), cell: (row) => row.nameHi ?? '' },
        { id: 'value', header: t('masters.fields.value'), cell: (row) => row.value },
        { id: 'complex', header: t('masters.fields.complex'), cell: (row) => complexName(row.complexId) },
        {
          id: 'streaming',
          header: t('masters.fields.streamingRoom'),
          cell: (row) => row.streamingRoom ?? '',
        },
      ]}
      rows={rooms.data}
      isLoading={rooms.isPending}
      nameOf={(row) => row.name}
      renderForm={(row, onClose) => <CourtRoomForm room={row} complexId={complexId} onClose={onClose} />}
    />
  );
}
