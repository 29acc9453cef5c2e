import type { CourtComplex } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { complexesQuery, districtsQuery } from '../../../lib/master-data';
import { ComplexForm } from './complex-form';
import { MasterList } from './master-list';

/** Court complexes, filtered by district (?district= keeps the choice across a reload). */
export function ComplexesPanel({
  districtId,
  onDistrict,
}: {
  districtId?: number;
  onDistrict: (id: string) => void;
}) {
  const { t } = useTranslation();
  const districts = useQuery(districtsQuery).data ?? [];
  const complexes = useQuery(complexesQuery(districtId));
  const districtName = (id: number) => districts.find((district) => district.id === id)?.name ?? '';
  return (
    <MasterList<CourtComplex>
      kind="complexes"
      filters={
        <FilterSelect
          label={t('masters.fields.district')}
          value={districtId ? String(districtId) : ''}
          allLabel={t('masters.allDistricts')}
          options={districts.map((district) => ({ value: district.id, label: district.name }))}
          onChange={onDistrict}
        />
      }
      columns={[
        { id: 'name', header: t('masters.fields.name'), cell: (row) => row.name },
        { id: 'nameHi', header: t('masters.fields.nameHi'), cell: (row) => row.nameHi ?? '' },
        { id: 'value', header: t('masters.fields.value'), cell: (row) => row.value },
        { id: 'district', header: t('masters.fields.district'), cell: (row) => districtName(row.districtId) },
      ]}
      rows={complexes.data}
      isLoading={complexes.isPending}
      nameOf={(row) => row.name}
      renderForm={(row, onClose) => <ComplexForm complex={row} districtId={districtId} onClose={onClose} />}
    />
  );
}
