import type { StreamSetup } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteStreams } from '../api/delete-streams';

type StreamDeleteModalProps = { setups: StreamSetup[]; onClose: () => void; onDeleted: () => void };

/** Asks before deleting the selected setups, listing their room ids. */
export function StreamDeleteModal({ setups, onClose, onDeleted }: StreamDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteStreams();
  return (
    <ConfirmModal
      show
      title={t('streamSetup.deleteTitle')}
      body={
        <>
          <p className="mb-1">{t('streamSetup.deleteBody')}</p>
          <ul className="mb-0">
            {setups.map((setup) => (
              <li key={setup.id}>{setup.roomNo}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t('common.delete')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(
          setups.map((setup) => setup.id),
          { onSettled: onDeleted },
        )
      }
    />
  );
}
