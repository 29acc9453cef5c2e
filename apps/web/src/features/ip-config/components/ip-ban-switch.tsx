import type { IpEntry } from '@nyaya/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useUpdateIpStatus } from '../api/update-ip-status';
import { OwnAddressModal } from './own-address-modal';

/**
 * A switch named "Ban <ip>": on means banned; its visible label says the current status. Banning shuts
 * everyone at that address out, so it asks first; lifting a ban does not. The user's own address is not
 * banned at all: it says why instead of asking.
 */
export function IpBanSwitch({ entry }: { entry: IpEntry }) {
  const { t } = useTranslation();
  const update = useUpdateIpStatus();
  const [confirming, setConfirming] = useState(false);
  // While the change is on its way the switch shows it; a failure puts it back.
  const isBanned = update.isPending ? update.variables.isBanned : entry.isBanned;
  const ban = () => {
    setConfirming(false);
    update.mutate({ ip: entry.ip, isBanned: true });
  };
  return (
    <>
      <Form.Check
        type="switch"
        className="ip-ban-switch"
        role="switch"
        id={`ip-ban-${entry.ip}`}
        aria-label={t('ipConfig.banNamed', { ip: entry.ip })}
        label={isBanned ? t('ipConfig.banned') : t('ipConfig.notBanned')}
        checked={isBanned}
        disabled={update.isPending}
        onChange={(event) =>
          event.target.checked ? setConfirming(true) : update.mutate({ ip: entry.ip, isBanned: false })
        }
      />
      <OwnAddressModal
        ip={entry.ip}
        show={confirming && entry.isYours}
        onClose={() => setConfirming(false)}
      />
      <ConfirmModal
        show={confirming && !entry.isYours}
        title={t('ipConfig.confirmTitle', { ip: entry.ip })}
        body={<p className="mb-0">{t('ipConfig.confirmText', { ip: entry.ip })}</p>}
        confirmLabel={t('ipConfig.confirmBan')}
        onCancel={() => setConfirming(false)}
        onConfirm={ban}
      />
    </>
  );
}
