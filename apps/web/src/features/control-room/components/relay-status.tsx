import type { RelayState } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';

const ICONS: Record<RelayState['status'], string> = {
  connecting: 'bi-arrow-repeat',
  live: 'bi-broadcast',
  failed: 'bi-exclamation-triangle-fill text-danger',
};

/** Where the room's relay to YouTube and Facebook stands; nothing while it is not relaying. */
export function RelayStatus({ relay }: { relay: RelayState[] }) {
  const { t } = useTranslation();
  if (relay.length === 0) return null;
  return (
    <ul className="list-unstyled mb-3" aria-label={t('controlRoom.relay')}>
      {relay.map((state) => (
        <li key={state.platform}>
          <i className={`bi ${ICONS[state.status]} me-1`} aria-hidden="true" />
          {t(`controlRoom.relayStatus.${state.status}`, {
            platform: t(`controlRoom.platforms.${state.platform}`),
            reason: state.status === 'failed' ? state.reason : '',
          })}
        </li>
      ))}
    </ul>
  );
}
