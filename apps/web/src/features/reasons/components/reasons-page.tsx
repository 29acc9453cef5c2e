import type { PauseReason } from '@nyaya/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useDeleteReason } from '../api/delete-reason';
import { useReasons } from '../api/get-reasons';
import { ReasonForm } from './reason-form';

/** /masters/reasons: the reasons a judge can give for pausing a stream. */
export function ReasonsPage() {
  const { t } = useTranslation();
  const reasons = useReasons();
  const remove = useDeleteReason();
  const [editing, setEditing] = useState<PauseReason | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PauseReason | null>(null);

  const columns: Column<PauseReason>[] = [
    { id: 'reason', header: t('reasons.fields.reason'), cell: (row) => row.reason },
    { id: 'message', header: t('reasons.fields.message'), cell: (row) => row.message },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <div className="d-flex gap-1">
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={t('reasons.editNamed', { name: row.reason })}
            onClick={() => setEditing(row)}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t('reasons.deleteNamed', { name: row.reason })}
            onClick={() => setDeleting(row)}
          >
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section className="page">
      <PageTitle title={t('pages.reasons')} />
      <div className="list-toolbar">
        <p className="mb-0">{t('reasons.intro')}</p>
        <Button className="ms-auto" onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('reasons.add')}
        </Button>
      </div>
      <DataTable
        caption={t('reasons.caption')}
        columns={columns}
        rows={reasons.data}
        rowKey={(row) => row.id}
        isLoading={reasons.isPending}
      />
      {editing && (
        <ReasonForm reason={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmModal
        show={Boolean(deleting)}
        title={t('reasons.deleteTitle')}
        body={t('reasons.deleteBody', { name: deleting?.reason ?? '' })}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}
