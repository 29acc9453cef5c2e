import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';

type DeleteSelectedModalProps<Item> = {
  title: string;
  body: string;
  items: Item[];
  itemKey: (item: Item) => number;
  /** How an item is named in the list, e.g. its room id or case number. */
  labelOf: (item: Item) => string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (ids: number[]) => void;
};

/** Asks before deleting the selected rows of a table, listing what will go. */
export function DeleteSelectedModal<Item>({
  title,
  body,
  items,
  itemKey,
  labelOf,
  pending,
  onCancel,
  onConfirm,
}: DeleteSelectedModalProps<Item>) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      show
      title={title}
      body={
        <>
          <p className="mb-1">{body}</p>
          <ul className="mb-0">
            {items.map((item) => (
              <li key={itemKey(item)}>{labelOf(item)}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t('common.delete')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(items.map(itemKey))}
    />
  );
}
