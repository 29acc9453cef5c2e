import type { UnfinishedRecording } from '@nyaya/shared';
import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime } from '../../../lib/format-date';
import { useUnfinishedRecordings } from '../api/get-unfinished-recordings';
import { useRetryRecording } from '../api/retry-recording';

const COLUMNS = ['room', 'case', 'stoppedAt', 'state', 'attempts'] as const;

function RecordingState({ recording }: { recording: UnfinishedRecording }) {
  const { t } = useTranslation();
  if (recording.state === 'pending')
    return (
      <Badge bg="info" text="dark">
        {t('controlRoom.unfinished.pending')}
      </Badge>
    );
  return (
    <>
      <Badge bg="danger">{t('controlRoom.unfinished.failed')}</Badge>
      <div className="small text-break">{recording.failure}</div>
      {recording.nextAttemptAt && (
        <div className="small text-body-secondary">
          {t('controlRoom.unfinished.nextAttempt', { at: formatIstDateTime(recording.nextAttemptAt) })}
        </div>
      )}
    </>
  );
}

/**
 * Recordings stopped but not yet finalised into their MP4: being finalised, or failed (the server tries again on
 * its own; Retry tries now). Shown only while there are any.
 */
export function UnfinishedRecordings() {
  const { t } = useTranslation();
  const titleId = useId();
  const recordings = useUnfinishedRecordings();
  const retry = useRetryRecording();
  if (!recordings.data?.length) return null;
  return (
    <section aria-labelledby={titleId} className="mt-4">
      <h3 id={titleId} className="h5">
        {t('controlRoom.unfinished.title')}
      </h3>
      <Table responsive size="sm" className="data-table align-middle" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {t(`controlRoom.unfinished.${column}`)}
              </th>
            ))}
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{t('controlRoom.unfinished.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {recordings.data.map((recording) => (
            <tr key={recording.sessionId} role="row">
              <td role="cell" data-label={t('controlRoom.unfinished.room')}>
                {recording.roomId}
              </td>
              <td role="cell" data-label={t('controlRoom.unfinished.case')}>
                {recording.caseNumber}
                <div className="small text-body-secondary">{recording.cnr}</div>
              </td>
              <td role="cell" data-label={t('controlRoom.unfinished.stoppedAt')}>
                {formatIstDateTime(recording.stoppedAt)}
              </td>
              <td role="cell" data-label={t('controlRoom.unfinished.state')}>
                <RecordingState recording={recording} />
              </td>
              <td role="cell" data-label={t('controlRoom.unfinished.attempts')}>
                {recording.attempts}
              </td>
              <td role="cell" data-label={t('controlRoom.unfinished.actions')}>
                {recording.state === 'failed' && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={retry.isPending && retry.variables === recording.sessionId}
                    aria-label={t('controlRoom.unfinished.retryLabel', { case: recording.caseNumber })}
                    onClick={() => retry.mutate(recording.sessionId)}
                  >
                    {t('controlRoom.unfinished.retry')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
