import type { IpEntry } from '@nyaya/shared';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useUpdateIpStatus } from '../api/update-ip-status';

/** A switch named "Ban <ip>": on means banned; its visible label says the current status. */
export function IpBanSwitch({ entry }: { entry: IpEntry }) {
  const { t } = useTranslation();
  const update = useUpdateIpStatus();
  // While the change is on its way the switch shows it; a failure puts it back.
  const isBanned = update.isPending ? update.variables.isBanned : entry.isBanned;
  return (
    <Form.Check
      type="switch"
      className="ip-ban-switch"
      role="switch"
      id={`ip-ban-${entry.ip}`}
      aria-label={t('ipConfig.banNamed', { ip: entry.ip })}
      label={isBanned ? t('ipConfig.banned') : t('ipConfig.notBanned')}
      checked={isBanned}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ ip: entry.ip, isBanned: event.target.checked })}
    />
  );
}
