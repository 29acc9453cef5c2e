import type { CauseListEntry } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DeleteSelectedModal } from '../../../components/delete-selected-modal';
import { useDeleteCauseList } from '../api/delete-cause-list';

type CauseListDeleteModalProps = { entries: CauseListEntry[]; onClose: () => void; onDeleted: () => void };

/** Asks before deleting the selected entries, listing their case numbers. */
export function CauseListDeleteModal({ entries, onClose, onDeleted }: CauseListDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteCauseList();
  return (
    <DeleteSelectedModal
      title={t('causeList.deleteTitle')}
      body={t('causeList.deleteBody')}
      items={entries}
      itemKey={(entry) => entry.hearingId}
      labelOf={(entry) => entry.caseNumber}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={(ids) => remove.mutate(ids, { onSettled: onDeleted })}
    />
  );
}
