import { useTranslation } from 'react-i18next';

/** Beside Start Streaming: how late the public sees the hearing, so the judge never streams unawares. */
export function StreamDelayNote({ id, minutes }: { id: string; minutes: number }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="courtroom-footer-delay">
      <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
      {minutes === 0 ? t('streamDelay.none') : t('streamDelay.minutes', { count: minutes })}
    </p>
  );
}
