import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

type StatusPillProps = { label: string; on: boolean };

/** "Live: on" / "Live: off": the words say it, the colour and icon only repeat it. */
export function StatusPill({ label, on }: StatusPillProps) {
  const { t } = useTranslation();
  return (
    <Badge pill bg={on ? 'success' : 'light'} text={on ? undefined : 'dark'} className={on ? '' : 'border'}>
      <i className={`bi ${on ? 'bi-circle-fill' : 'bi-circle'} me-1`} aria-hidden="true" />
      {t('controlRoom.status', { label, state: t(on ? 'controlRoom.on' : 'controlRoom.off') })}
    </Badge>
  );
}
