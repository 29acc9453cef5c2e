import type { RecentError } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { momentColumn } from '../../../components/moment-column';

/** The errors an instance logged last, newest first. */
export function RecentErrors({ name, errors }: { name: string; errors: RecentError[] }) {
  const { t } = useTranslation();
  const columns: Column<RecentError>[] = [
    momentColumn('at', t('systemHealth.errors.at'), (error) => error.at, { seconds: true }),
    {
      id: 'message',
      header: t('systemHealth.errors.message'),
      className: 'text-break',
      cell: (error) => error.message,
    },
  ];
  return (
    <DataTable
      caption={t('systemHealth.errors.title', { name })}
      columns={columns}
      rows={errors}
      rowKey={(error) => `${error.at} ${error.message}`}
      isLoading={false}
      emptyText={t('systemHealth.errors.none')}
    />
  );
}
