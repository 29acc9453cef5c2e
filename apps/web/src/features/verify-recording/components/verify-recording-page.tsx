import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useVerification } from '../use-verification';
import { FileDrop } from './file-drop';
import { HashingProgress } from './hashing-progress';
import { VerificationResult } from './verification-result';

/**
 * "Verify a recording" (issue 40): anyone checks that a copy of a hearing's recording is the court's. The file is
 * hashed on this device; only its SHA-256 goes to the court's record, and the signature is checked here.
 */
export function VerifyRecordingPage() {
  const { t } = useTranslation();
  const { verification, check, reset } = useVerification();
  return (
    <>
      <PageTitle title={t('verifyRecording.title')} />
      <p>{t('verifyRecording.lead')}</p>
      <div aria-live="polite">
        {verification.step === 'idle' && <FileDrop onFile={(file) => void check(file)} />}
        {verification.step === 'hashing' && (
          <HashingProgress file={verification.file} bytesDone={verification.bytesDone} onStop={reset} />
        )}
        {verification.step !== 'idle' && verification.step !== 'hashing' && (
          <>
            <VerificationResult verification={verification} />
            {'sha256' in verification && (
              <p className="small text-body-secondary text-break">
                {t('verifyRecording.fingerprint')}: <code>{verification.sha256}</code>
              </p>
            )}
            {verification.step !== 'lookingUp' && (
              <Button onClick={reset}>{t('verifyRecording.another')}</Button>
            )}
          </>
        )}
      </div>
    </>
  );
}
