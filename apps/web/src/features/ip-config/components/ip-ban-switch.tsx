import type { IpEntry } from '@nyaya/shared';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useUpdateIpStatus } from '../api/update-ip-status';

/** A switch named "Ban <ip>": on means banned; its visible label says the current status. */
export function IpBanSwitch({ entry }: { entry: IpEntry }) {
  const { t } = useTranslation();
  const update = useUpdateIpStatus();
  return (
    <Form.Check
      type="switch"
      className="ip-ban-switch"
      id={`ip-ban-${entry.ip}`}
      aria-label={t('ipConfig.banNamed', { ip: entry.ip })}
      label={entry.isBanned ? t('ipConfig.banned') : t('ipConfig.notBanned')}
      checked={entry.isBanned}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ ip: entry.ip, isBanned: event.target.checked })}
    />
  );
}
