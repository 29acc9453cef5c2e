import type { CauseListDayEntry } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { AllowAdvocateForm } from './allow-advocate-form';
import { PublicStreamToggle } from './public-stream-toggle';

type CauseListCaseProps = {
  roomId: string;
  entry: CauseListDayEntry;
  inProgress: boolean;
  canChoose: boolean;
  onHearNow: (hearingId: number) => void;
};

/** One hearing of the day: case number, parties and stage, whether the public may watch, and "Hear now". */
export function CauseListCase({ roomId, entry, inProgress, canChoose, onHearNow }: CauseListCaseProps) {
  const { t } = useTranslation();
  return (
    <li className="list-group-item" aria-current={inProgress ? 'true' : undefined}>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <strong>{entry.caseNumber}</strong>
        {inProgress && <Badge bg="success">{t('courtroomCauseList.inProgress')}</Badge>}
      </div>
      <div>
        {t('courtroomCauseList.versus', { petitioner: entry.petitioner, respondent: entry.respondent })}
      </div>
      <div className="small text-body-secondary mb-2">
        {t('courtroomCauseList.stage', { stage: entry.casestage })}
        {entry.streamingExclusion !== 'none' && (
          <span className="d-block">{t('courtroomCauseList.excluded')}</span>
        )}
      </div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <PublicStreamToggle entry={entry} disabled={!canChoose} />
        {canChoose && (
          <Button
            size="sm"
            variant="primary"
            disabled={inProgress}
            aria-label={t('courtroomCauseList.hearNowCase', { caseNumber: entry.caseNumber })}
            onClick={() => onHearNow(entry.hearingId)}
          >
            {t('courtroomCauseList.hearNow')}
          </Button>
        )}
      </div>
      {canChoose && (
        <AllowAdvocateForm roomId={roomId} hearingId={entry.hearingId} caseNumber={entry.caseNumber} />
      )}
    </li>
  );
}
