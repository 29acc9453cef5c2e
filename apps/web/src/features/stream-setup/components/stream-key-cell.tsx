import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useStreamKeys } from '../api/get-stream-keys';

type KeyName = 'youtubeKey' | 'facebookKey';

/** A key in plain text: mounted only while its row is revealed, so the keys leave the cache on hiding. */
function RevealedKey({ id, name }: { id: number; name: KeyName }) {
  const { t } = useTranslation();
  const keys = useStreamKeys(id);
  if (!keys.data) return <span className="text-body-secondary">{t('streamSetup.loadingKeys')}</span>;
  return <span className="font-monospace">{keys.data[name]}</span>;
}

type StreamKeyCellProps = { id: number; name: KeyName; masked: string; revealed: boolean };

/** A stream key as the table shows it: masked, or in plain text while its row's keys are revealed. */
export function StreamKeyCell({ id, name, masked, revealed }: StreamKeyCellProps) {
  return revealed ? <RevealedKey id={id} name={name} /> : <span className="font-monospace">{masked}</span>;
}

type RevealToggleProps = { roomId: string; revealed: boolean; onToggle: () => void };

/** "Show keys of <room>" / "Hide keys of <room>": reveals both of a row's keys, fetched on demand. */
export function RevealToggle({ roomId, revealed, onToggle }: RevealToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      className="ms-2"
      aria-label={t(revealed ? 'streamSetup.hideKeys' : 'streamSetup.showKeys', { roomId })}
      title={t(revealed ? 'streamSetup.hideKeys' : 'streamSetup.showKeys', { roomId })}
      onClick={onToggle}
    >
      <i className={`bi ${revealed ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
    </Button>
  );
}
