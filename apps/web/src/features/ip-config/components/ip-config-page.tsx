import { PAGE_SIZE, type IpEntry } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { formatIstDateTime } from '../../../lib/format-date';
import { usePageState } from '../../../lib/use-page-state';
import { useIps } from '../api/get-ips';
import { IpBanSwitch } from './ip-ban-switch';

/** /admin/IpConfig: every address that has used the service, each with a switch that bans it. */
export function IpConfigPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageState();
  const ips = useIps(page);
  const columns: Column<IpEntry>[] = [
    {
      id: 'serial',
      header: t('ipConfig.columns.serial'),
      cell: (_, index) => (page - 1) * PAGE_SIZE.ipList + index + 1,
    },
    {
      id: 'ip',
      header: t('ipConfig.columns.ip'),
      cell: (entry) => (
        <>
          {entry.ip}
          {entry.isYours && <span className="badge text-bg-info ms-2">{t('ipConfig.yours')}</span>}
        </>
      ),
    },
    {
      id: 'lastSeen',
      header: t('ipConfig.columns.lastSeen'),
      cell: (entry) => <time dateTime={entry.lastSeenAt}>{formatIstDateTime(entry.lastSeenAt)}</time>,
    },
    { id: 'status', header: t('ipConfig.columns.status'), cell: (entry) => <IpBanSwitch entry={entry} /> },
  ];
  return (
    <section className="page">
      <PageTitle title={t('pages.ipConfig')} />
      <p>{t('ipConfig.intro')}</p>
      <DataTable
        caption={t('ipConfig.caption')}
        columns={columns}
        rows={ips.data?.data}
        rowKey={(entry) => entry.ip}
        isLoading={ips.isPending}
      />
      <Pagination page={page} totalPages={ips.data?.totalPages ?? 0} onChange={setPage} />
    </section>
  );
}
