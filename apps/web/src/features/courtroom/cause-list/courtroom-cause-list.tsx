import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { dayCourts } from '../../../lib/day-courts';
import { failureMessage, translateMessage } from '../../../lib/translate-message';
import { useCourtTitles } from '../../../lib/use-court-titles';
import { useRoomDayList } from '../api/get-room-day-list';
import { CauseListCase } from './cause-list-case';

type CourtroomCauseListProps = {
  /** The room a Controller monitors; the judge's own room when left out. */
  roomId?: string;
  /** The hearing in progress (cause-list entry id), marked "In progress". */
  currentHearingId: number | null;
  onHearNow: (hearingId: number) => void;
  /** Whether this user runs the room: Allow/Dismiss and "Hear now" are theirs to use. */
  canChoose: boolean;
};

/**
 * The judge dashboard's CAUSE LIST panel (spec.md §2): today's hearings of the room, in the order they are called,
 * under the courts they are heard in (by name; the streaming room only where no court room is named).
 */
export function CourtroomCauseList({
  roomId,
  currentHearingId,
  onHearNow,
  canChoose,
}: CourtroomCauseListProps) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useRoomDayList(roomId);
  const titles = useCourtTitles();

  if (isLoading) {
    return (
      <p role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('courtroomCauseList.loading')}
      </p>
    );
  }
  if (error) return <Alert variant="danger">{translateMessage(t, failureMessage(error))}</Alert>;
  if (!data || data.roomId === null)
    return <p className="text-body-secondary">{t('courtroomCauseList.noRoom')}</p>;
  if (data.entries.length === 0)
    return <p className="text-body-secondary">{t('courtroomCauseList.empty')}</p>;
  const listedRoomId = data.roomId;
  const courts = dayCourts(
    data.entries.map((entry) => entry.courtRoom),
    null,
    titles,
  );
  const court = courts.length > 0 ? courts.join('; ') : listedRoomId;
  return (
    <>
      <p className="small text-body-secondary mb-2" data-testid="cause-list-court">
        {court}
      </p>
      <ol className="list-group courtroom-cause-list" aria-label={t('courtroomCauseList.title', { court })}>
        {data.entries.map((entry) => (
          <CauseListCase
            key={entry.hearingId}
            roomId={listedRoomId}
            entry={entry}
            inProgress={entry.hearingId === currentHearingId}
            canChoose={canChoose}
            onHearNow={onHearNow}
          />
        ))}
      </ol>
    </>
  );
}
