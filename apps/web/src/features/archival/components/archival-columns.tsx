import type { ArchivalRequest, CourtName } from '@nyaya/shared';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/data-table';
import { formatDay } from '../../../lib/format-date';
import { ArchivalStatusBadge } from './archival-status-badge';

/**
 * The columns both lists of requests show: the Controller's page and the requester's dashboard; `court` names
 * the court in the page's language (useCourtNames).
 */
export function hearingColumns(t: TFunction, court: (name: CourtName) => string) {
  const column = {
    id: { id: 'id', header: t('archival.columns.id'), cell: (row) => row.id },
    cnr: {
      id: 'cnr',
      header: t('archival.columns.cnr'),
      className: 'font-monospace',
      cell: (row) => row.cnr,
    },
    hearingDate: {
      id: 'hearingDate',
      header: t('archival.columns.hearingDate'),
      className: 'text-nowrap',
      cell: (row) => formatDay(row.hearingDate),
    },
    roomId: { id: 'roomId', header: t('archival.columns.roomId'), cell: (row) => court(row.court) },
    status: {
      id: 'status',
      header: t('archival.columns.status'),
      cell: (row) => <ArchivalStatusBadge status={row.status} />,
    },
  } satisfies Record<string, Column<ArchivalRequest>>;
  return column;
}
