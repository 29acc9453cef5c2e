import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';

/** The spec's developer-tools notice (section 8), covering the picture until the viewer goes back to it. */
export function DevToolsNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="viewer-devtools" role="alert">
      <p className="fw-semibold mb-1">{translateMessage(t, 'devToolsDetected')}</p>
      <p className="mb-3">{translateMessage(t, 'devToolsNotAllowed')}</p>
      <Button variant="light" size="sm" onClick={onDismiss} autoFocus>
        {t('viewer.backToVideo')}
      </Button>
    </div>
  );
}
