import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Issue 36: the judge's recording is not reaching the server (a chunk waited RECORDING.ackAlarmMs for its ack):
 * what is not saved, and what to do. Gone once the acks come again.
 */
export function RecordingAlarm({ unsavedSeconds }: { unsavedSeconds: number | null }) {
  const { t } = useTranslation();
  if (unsavedSeconds === null) return null;
  return (
    <Alert variant="danger" data-testid="recording-alarm">
      <Alert.Heading as="h2" className="h6">
        <i className="bi bi-exclamation-octagon-fill me-2" aria-hidden="true" />
        {t('courtroomJudge.recordingAlarm.title')}
      </Alert.Heading>
      <p className="mb-0">{t('courtroomJudge.recordingAlarm.body', { seconds: unsavedSeconds })}</p>
    </Alert>
  );
}
