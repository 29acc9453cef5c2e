import { useTranslation } from 'react-i18next';
import { deviceOf } from '../device';

/** A device as a person names it, and the address it came from. */
export function DeviceCell({ userAgent, ip }: { userAgent: string | null; ip: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <span title={userAgent ?? undefined}>{deviceOf(t, userAgent)}</span>
      {ip && <span className="d-block small text-body-secondary">{ip}</span>}
    </>
  );
}
