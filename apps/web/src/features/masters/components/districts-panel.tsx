import type { District } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { districtsQuery } from '../../../lib/master-data';
import { DistrictForm } from './district-form';
import { MasterList } from './master-list';

export function DistrictsPanel() {
  const { t } = useTranslation();
  const districts = useQuery(districtsQuery);
  return (
    <MasterList<District>
      kind="districts"
      columns={[
        { id: 'name', header: t('masters.fields.name'), cell: (row) => row.name },
        { id: 'value', header: t('masters.fields.value'), cell: (row) => row.value },
      ]}
      rows={districts.data}
      isLoading={districts.isPending}
      nameOf={(row) => row.name}
      renderForm={(row, onClose) => <DistrictForm district={row} onClose={onClose} />}
    />
  );
}
