import type { AccessLogEntry } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { momentColumn } from '../../../components/moment-column';

export function AccessLogTable({
  entries,
  isLoading,
}: {
  entries: AccessLogEntry[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const columns: Column<AccessLogEntry>[] = [
    momentColumn('time', t('accessLogs.columns.time'), (entry) => entry.createdAt),
    {
      id: 'event',
      header: t('accessLogs.columns.event'),
      cell: (entry) => t(`accessLogs.events.${entry.event}`),
    },
    {
      id: 'user',
      header: t('accessLogs.columns.user'),
      cell: (entry) => (
        <>
          {entry.userName}
          {entry.userIdentifier && (
            <span className="d-block small text-body-secondary">{entry.userIdentifier}</span>
          )}
        </>
      ),
    },
    {
      id: 'role',
      header: t('accessLogs.columns.role'),
      cell: (entry) => (entry.role ? t(`roles.${entry.role}`) : ''),
    },
    { id: 'ip', header: t('accessLogs.columns.ip'), cell: (entry) => entry.ip ?? '' },
    {
      id: 'userAgent',
      header: t('accessLogs.columns.userAgent'),
      cell: (entry) => (
        <span className="cell-truncate" title={entry.userAgent ?? undefined}>
          {entry.userAgent}
        </span>
      ),
    },
    {
      id: 'detail',
      header: t('accessLogs.columns.detail'),
      cell: (entry) => [entry.target, entry.detail].filter(Boolean).join(': '),
    },
  ];
  return (
    <DataTable
      caption={t('accessLogs.caption')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      isLoading={isLoading}
    />
  );
}
