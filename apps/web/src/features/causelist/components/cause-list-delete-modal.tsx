import type { CauseListEntry } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteCauseList } from '../api/delete-cause-list';

type CauseListDeleteModalProps = { entries: CauseListEntry[]; onClose: () => void; onDeleted: () => void };

/** Asks before deleting the selected entries, listing their case numbers. */
export function CauseListDeleteModal({ entries, onClose, onDeleted }: CauseListDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteCauseList();
  return (
    <ConfirmModal
      show
      title={t('causeList.deleteTitle')}
      body={
        <>
          <p className="mb-1">{t('causeList.deleteBody')}</p>
          <ul className="mb-0">
            {entries.map((entry) => (
              <li key={entry.id}>{entry.caseNumber}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t('common.delete')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(
          entries.map((entry) => entry.id),
          { onSettled: onDeleted },
        )
      }
    />
  );
}
