import type { AdminUser } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useSetUserStatus } from '../api/set-user-status';

/** Asks before deactivating (which signs the user out everywhere) or activating a user. */
export function UserStatusModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setStatus = useSetUserStatus();
  const deactivating = user?.isActive ?? false;
  const name = user?.name ?? '';
  return (
    <ConfirmModal
      show={Boolean(user)}
      title={deactivating ? t('users.deactivateTitle') : t('users.activateTitle')}
      body={deactivating ? t('users.deactivateBody', { name }) : t('users.activateBody', { name })}
      confirmLabel={deactivating ? t('users.deactivate') : t('users.activate')}
      confirmVariant={deactivating ? 'danger' : 'primary'}
      pending={setStatus.isPending}
      onCancel={onClose}
      onConfirm={() =>
        user && setStatus.mutate({ id: user.id, isActive: !user.isActive }, { onSuccess: onClose })
      }
    />
  );
}
