import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime } from '../../../lib/format-date';
import { translateMessage } from '../../../lib/translate-message';
import type { Verification } from '../use-verification';
import { RecordingRecord } from './recording-record';

type Checked = Exclude<Verification, { step: 'idle' } | { step: 'hashing' }>;

/** What the check of a file found: the court's record of it and whether its signature holds, or that it has none. */
export function VerificationResult({ verification }: { verification: Checked }) {
  const { t } = useTranslation();
  switch (verification.step) {
    case 'lookingUp':
      return (
        <p className="d-flex align-items-center gap-2">
          <Spinner size="sm" aria-hidden="true" />
          {t('verifyRecording.lookingUp')}
        </p>
      );
    case 'readFailed':
      return <Alert variant="danger">{t('verifyRecording.readFailed')}</Alert>;
    case 'lookupFailed':
      return <Alert variant="danger">{translateMessage(t, verification.failure)}</Alert>;
    case 'notFound':
      return (
        <Alert variant="warning">
          <p className="fw-semibold mb-1">{translateMessage(t, verification.failure)}</p>
          <p className="mb-0">{t('verifyRecording.changedCopy')}</p>
        </Alert>
      );
    case 'found': {
      const { manifest, keyId } = verification.sealed;
      return (
        <>
          {verification.holds ? (
            <Alert variant="success">
              <p className="fw-semibold mb-1">{t('verifyRecording.verified')}</p>
              <p className="mb-0">{t('verifyRecording.signatureHolds', { keyId })}</p>
            </Alert>
          ) : (
            <Alert variant="danger">{t('verifyRecording.signatureFails')}</Alert>
          )}
          {manifest.sealedLater && (
            <p className="text-body-secondary">
              {t('verifyRecording.sealedLater', { date: formatIstDateTime(manifest.sealedAt) })}
            </p>
          )}
          <RecordingRecord manifest={manifest} />
        </>
      );
    }
  }
}
