import type { AdminUser } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth';
import { useSendResetCode } from '../api/send-reset-code';

type UserActionsProps = {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onToggleStatus: (user: AdminUser) => void;
};

/** A row's Edit, Deactivate or Activate, and Send reset code; each button names the user it acts on. */
export function UserActions({ user, onEdit, onToggleStatus }: UserActionsProps) {
  const { t } = useTranslation();
  const sendCode = useSendResetCode();
  // The server refuses to deactivate the signed-in SuperAdmin; the button says so by being disabled.
  const isSelf = useUser().data?.id === user.id;
  const name = user.name;
  return (
    <div className="d-flex flex-wrap gap-1">
      <Button
        size="sm"
        variant="outline-primary"
        aria-label={t('users.editNamed', { name })}
        onClick={() => onEdit(user)}
      >
        {t('common.edit')}
      </Button>
      <Button
        size="sm"
        variant={user.isActive ? 'outline-danger' : 'outline-success'}
        aria-label={t(user.isActive ? 'users.deactivateNamed' : 'users.activateNamed', { name })}
        disabled={isSelf}
        onClick={() => onToggleStatus(user)}
      >
        {user.isActive ? t('users.deactivate') : t('users.activate')}
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={t('users.sendResetCodeNamed', { name })}
        disabled={sendCode.isPending || !user.isActive}
        onClick={() => sendCode.mutate(user.id)}
      >
        {t('users.sendResetCode')}
      </Button>
    </div>
  );
}
