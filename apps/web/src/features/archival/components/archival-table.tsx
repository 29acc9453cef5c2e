import type { ArchivalRequest } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { useCourtNames } from '../../../lib/court-name';
import { formatIstDateTime } from '../../../lib/format-date';
import { hearingColumns } from './archival-columns';
import { ArchivalDecision } from './archival-decision';

export type ArchivalAction = 'approve' | 'reject';

type ArchivalTableProps = {
  rows: ArchivalRequest[] | undefined;
  isLoading: boolean;
  onAction: (action: ArchivalAction, request: ArchivalRequest) => void;
};

/** Every request with its requester, hearing, status and decision; a Pending one can be approved or rejected. */
export function ArchivalTable({ rows, isLoading, onAction }: ArchivalTableProps) {
  const { t } = useTranslation();
  const names = useCourtNames();
  const column = hearingColumns(t, names.court);
  const columns: Column<ArchivalRequest>[] = [
    column.id,
    {
      id: 'requester',
      header: t('archival.columns.requester'),
      className: 'cell-name',
      cell: (row) => (
        <>
          <span className="d-block">{row.requester.name}</span>
          <span className="d-block text-body-secondary">{row.requester.email}</span>
        </>
      ),
    },
    column.cnr,
    column.hearingDate,
    column.roomId,
    {
      id: 'requestedAt',
      header: t('archival.columns.requestedAt'),
      cell: (row) => formatIstDateTime(row.requestedAt),
    },
    column.status,
    {
      id: 'decision',
      header: t('archival.columns.decision'),
      className: 'cell-name',
      cell: (row) => <ArchivalDecision request={row} />,
    },
    {
      id: 'actions',
      header: t('archival.columns.actions'),
      cell: (row) =>
        row.status === 'Pending' && (
          <div className="d-flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={t('archival.approveRow', { id: row.id })}
              onClick={() => onAction('approve', row)}
            >
              {t('archival.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={t('archival.rejectRow', { id: row.id })}
              onClick={() => onAction('reject', row)}
            >
              {t('archival.reject')}
            </Button>
          </div>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('archival.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isLoading={isLoading}
    />
  );
}
