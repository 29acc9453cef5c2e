import type { Bench } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { benchesQuery } from '../../../lib/master-data';
import { BenchForm } from './bench-form';
import { MasterList } from './master-list';

/** /masters/manage-highcourts: the High Court benches and registrars, each labelled (A), (O) or (C). */
export function BenchesPage() {
  const { t } = useTranslation();
  const benches = useQuery(benchesQuery);
  return (
    <section className="page">
      <PageTitle title={t('pages.manageHighCourts')} />
      <p>{t('masters.benchesIntro')}</p>
      <MasterList<Bench>
        kind="benches"
        columns={[
          { id: 'label', header: t('masters.fields.label'), cell: (row) => row.label },
          { id: 'labelHi', header: t('masters.fields.labelHi'), cell: (row) => row.labelHi ?? '' },
          { id: 'value', header: t('masters.fields.value'), cell: (row) => row.value },
        ]}
        rows={benches.data}
        isLoading={benches.isPending}
        nameOf={(row) => row.label}
        renderForm={(row, onClose) => <BenchForm bench={row} onClose={onClose} />}
      />
    </section>
  );
}
