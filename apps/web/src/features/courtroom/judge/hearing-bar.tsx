import type { CourtroomSnapshot } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useCourtTitles } from '../../../lib/use-court-titles';
import { ViewersList } from './viewers-list';

type HearingBarProps = {
  snapshot: CourtroomSnapshot;
  /** A Controller watching the room, who does not choose its hearings: told who does. */
  monitoring: boolean;
  causeListOpen: boolean;
  onToggleCauseList: () => void;
};

/**
 * Above the grid: the hearing in progress and the court it is heard in (by name; the streaming room behind it is
 * no one's business), whether it streams, the viewers and the cause-list switch.
 */
export function HearingBar({ snapshot, monitoring, causeListOpen, onToggleCauseList }: HearingBarProps) {
  const { t } = useTranslation();
  const titles = useCourtTitles();
  const { hearing, streaming, pause } = snapshot;
  const court = hearing?.courtRoom ? titles.get(hearing.courtRoom) : undefined;
  return (
    <div className="hearing-bar">
      <div className="hearing-bar-case" aria-live="polite">
        {hearing ? (
          <>
            {court && (
              <span className="hearing-bar-court" data-testid="hearing-court">
                {court}
              </span>
            )}
            <span className="hearing-bar-number">{hearing.caseNumber}</span>
            <span className="hearing-bar-parties">
              {t('courtroomJudge.versus', { petitioner: hearing.petitioner, defendant: hearing.defendant })}
            </span>
            {!hearing.streamable && <Badge bg="secondary">{t('courtroomJudge.hearing.notStreamable')}</Badge>}
          </>
        ) : (
          <span className="text-body-secondary">
            {t(monitoring ? 'courtroomJudge.hearing.noneMonitoring' : 'courtroomJudge.hearing.none')}
          </span>
        )}
        {streaming ? (
          <Badge bg="danger" className="hearing-bar-live">
            <i className="bi bi-broadcast me-1" aria-hidden="true" />
            {t('courtroomJudge.hearing.streaming')}
          </Badge>
        ) : (
          pause && (
            <Badge bg="light" text="dark" className="border">
              {t('courtroomJudge.hearing.paused', { reason: pause.reason })}
            </Badge>
          )
        )}
      </div>
      <div className="hearing-bar-tools">
        <ViewersList viewers={snapshot.viewers} />
        <Button
          variant={causeListOpen ? 'primary' : 'outline-primary'}
          size="sm"
          aria-expanded={causeListOpen}
          onClick={onToggleCauseList}
        >
          <i className="bi bi-list-check me-1" aria-hidden="true" />
          {t('courtroomJudge.causeList')}
        </Button>
      </div>
    </div>
  );
}
