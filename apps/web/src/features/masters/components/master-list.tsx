import type { ReactNode } from 'react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable, type Column } from '../../../components/data-table';
import { useDeleteMaster } from '../api/delete-master';
import type { MasterKind } from '../api/save-master';

type MasterListProps<T extends { id: number }> = {
  kind: MasterKind;
  columns: Column<T>[];
  rows: T[] | undefined;
  isLoading: boolean;
  nameOf: (row: T) => string;
  /** Filters shown before the Add button. */
  filters?: ReactNode;
  /** The add (no row) or edit form, mounted while open. */
  renderForm: (row: T | undefined, onClose: () => void) => ReactNode;
};

/** One kind of court master: Add, a table whose rows have Edit and Delete, and the delete confirmation. */
export function MasterList<T extends { id: number }>(props: MasterListProps<T>) {
  const { kind, columns, rows, isLoading, nameOf, filters, renderForm } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteMaster(kind);

  const actions: Column<T> = {
    id: 'actions',
    header: t('common.actions'),
    cell: (row) => (
      <div className="d-flex gap-1">
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={t('masters.editNamed', { name: nameOf(row) })}
          onClick={() => setEditing(row)}
        >
          {t('common.edit')}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={t('masters.deleteNamed', { name: nameOf(row) })}
          onClick={() => setDeleting(row)}
        >
          {t('common.delete')}
        </Button>
      </div>
    ),
  };
  return (
    <>
      <div className="list-toolbar">
        {filters}
        <Button className="ms-auto" onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t(`masters.${kind}.add`)}
        </Button>
      </div>
      <DataTable
        caption={t(`masters.${kind}.caption`)}
        columns={[...columns, actions]}
        rows={rows}
        rowKey={(row) => row.id}
        isLoading={isLoading}
      />
      {editing && renderForm(editing === 'new' ? undefined : editing, () => setEditing(null))}
      <ConfirmModal
        show={Boolean(deleting)}
        title={t(`masters.${kind}.deleteTitle`)}
        body={t('masters.deleteBody', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
