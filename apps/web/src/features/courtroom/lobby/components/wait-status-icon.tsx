import { useTranslation } from 'react-i18next';
import type { WaitStatus } from '../use-waiting-list';

const ICONS: Record<WaitStatus, string> = {
  joining: 'bi-hourglass text-body-secondary',
  waiting: 'bi-hourglass-split text-warning',
  admitted: 'bi-check-circle-fill text-success',
  refused: 'bi-x-circle-fill text-danger',
};

/** spec.md §2: each case of the lobby carries an admitted or a waiting icon. */
export function WaitStatusIcon({ status }: { status: WaitStatus }) {
  const { t } = useTranslation();
  return (
    <i
      className={`bi ${ICONS[status]}`}
      role="img"
      aria-label={t(`courtroomLobby.status.${status}`)}
      data-testid="lobby-wait-status"
      data-status={status}
    />
  );
}
