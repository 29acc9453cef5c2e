import type { ArchivalRequest } from '@nyaya/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { paths } from '../../../config/paths';
import { useCourtNames } from '../../../lib/court-name';
import { formatIstDateTime } from '../../../lib/format-date';
import { queryString } from '../../../lib/query-string';
import { useMyArchivalRequests } from '../api/get-my-archival-requests';
import { hearingColumns } from './archival-columns';

/** The requester's dashboard panel: their own archival requests, how each was decided, and View while one is open. */
export function MyArchivalRequests() {
  const { t } = useTranslation();
  const headingId = useId();
  // The dashboard may hold other lists, so this one keeps its page to itself rather than in the history entry.
  const [page, setPage] = useState(1);
  const list = useMyArchivalRequests(page);
  const rows = list.data?.data;

  const names = useCourtNames();
  const column = hearingColumns(t, names.court);
  const columns: Column<ArchivalRequest>[] = [
    column.id,
    column.cnr,
    column.hearingDate,
    column.roomId,
    column.status,
    {
      id: 'note',
      header: t('archival.columns.note'),
      className: 'cell-name text-break',
      cell: (row) => row.note ?? '',
    },
    {
      id: 'accessUntil',
      header: t('archival.columns.accessUntil'),
      cell: (row) => (row.accessUntil ? formatIstDateTime(row.accessUntil) : ''),
    },
    {
      id: 'recording',
      header: t('archival.columns.recording'),
      cell: (row) =>
        row.viewableHearingId !== null && (
          <Link
            className="btn btn-sm btn-primary"
            to={`${paths.app.viewStream.getHref()}${queryString({ hearing: row.viewableHearingId })}`}
          >
            {t('archival.mine.view')}
          </Link>
        ),
    },
  ];

  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {t('archival.mine.title')}
      </h2>
      {rows?.length === 0 && page === 1 ? (
        <p className="text-body-secondary">{t('archival.mine.empty')}</p>
      ) : (
        <>
          <DataTable
            caption={t('archival.mine.caption')}
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            isLoading={list.isPending}
          />
          <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
        </>
      )}
    </section>
  );
}
