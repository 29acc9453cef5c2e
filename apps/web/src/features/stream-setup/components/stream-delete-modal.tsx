import type { StreamSetup } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DeleteSelectedModal } from '../../../components/delete-selected-modal';
import { useDeleteStreams } from '../api/delete-streams';

type StreamDeleteModalProps = { setups: StreamSetup[]; onClose: () => void; onDeleted: () => void };

/** Asks before deleting the selected setups, listing their room ids. */
export function StreamDeleteModal({ setups, onClose, onDeleted }: StreamDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteStreams();
  return (
    <DeleteSelectedModal
      title={t('streamSetup.deleteTitle')}
      body={t('streamSetup.deleteBody')}
      items={setups}
      itemKey={(setup) => setup.id}
      labelOf={(setup) => setup.roomId}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={(ids) => remove.mutate(ids, { onSettled: onDeleted })}
    />
  );
}
