import type { MessageKey } from '@nyaya/shared';
import { useState } from 'react';
import { notifyFailure } from './notify';
import { useRowSelection } from './use-row-selection';

/** What a toolbar's button asks for: add and edit open the form, any other (delete, delay…) works on the selection. */
type RowAction = 'add' | 'edit' | (string & {});

type BulkAction<Action extends RowAction> = Exclude<Action, 'add' | 'edit'>;

/** The modal a toolbar opened: the form (a row to edit, none to add), or a bulk action on the selected rows. */
export type ListModal<Row, Action extends RowAction> =
  { kind: 'form'; row?: Row } | { kind: BulkAction<Action>; rows: Row[] } | null;

type ListActionsOptions<Row, Action extends RowAction> = {
  rows: Row[] | undefined;
  rowKey: (row: Row) => number;
  /** The page, filters or search in view: rows are selected within it (useRowSelection). */
  scope: string;
  setPage: (page: number) => void;
  /** The failure toasts of a toolbar button pressed with the wrong selection (spec.md §4). */
  messages: { edit: MessageKey; onlyOne: MessageKey } & Record<BulkAction<Action>, MessageKey>;
};

/**
 * The controller of a list page with an Add / Edit / Delete… toolbar (spec.md §4): the rows selected on the page,
 * the modal a button opens (Edit wants exactly one row, a bulk action at least one), and page 1 reloaded once a
 * modal saved (the mutation refreshes the list).
 */
export function useListActions<Row, Action extends RowAction>(options: ListActionsOptions<Row, Action>) {
  const { rows, rowKey, scope, setPage, messages } = options;
  const { selected, selectedRows, select, clear } = useRowSelection(rows, scope, rowKey);
  const [modal, setModal] = useState<ListModal<Row, Action>>(null);

  const closeModal = () => setModal(null);
  const reloadFirstPage = () => {
    setModal(null);
    clear();
    setPage(1);
  };
  const onAction = (action: Action) => {
    const count = selectedRows.length;
    if (action === 'add') setModal({ kind: 'form' });
    else if (action === 'edit' && count === 0) notifyFailure(messages.edit);
    else if (action === 'edit' && count > 1) notifyFailure(messages.onlyOne);
    else if (action === 'edit') setModal({ kind: 'form', row: selectedRows[0] });
    else if (count === 0) notifyFailure(messages[action as BulkAction<Action>]);
    else setModal({ kind: action as BulkAction<Action>, rows: selectedRows });
  };

  return { selected, select, modal, closeModal, reloadFirstPage, onAction };
}
