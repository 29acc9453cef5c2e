import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../lib/auth';
import { translateMessage } from '../lib/translate-message';

/** An Advocate the control room has not verified yet is told why no lobby will take them; nobody else sees it. */
export function AwaitingVerificationNote() {
  const { t } = useTranslation();
  if (useSignedInUser().advocateVerified !== false) return null;
  return (
    <Alert variant="warning" className="d-flex align-items-start gap-2">
      <i className="bi bi-hourglass-split" aria-hidden="true" />
      <span>{translateMessage(t, 'advocateAwaitingVerification')}</span>
    </Alert>
  );
}
