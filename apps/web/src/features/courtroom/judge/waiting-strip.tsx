import { COURTROOM_EVENTS, type WaitingAdvocate } from '@nyaya/shared';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatIstTime } from '../../../lib/format-date';
import { emitCourtroom } from '../api/courtroom-socket';
import { useCourtroomAction } from './use-courtroom-action';

type WaitingStripProps = {
  roomId: string;
  waiting: WaitingAdvocate[];
  /** The hearing the judge called; an advocate waiting for another is early, waiting for the call. */
  hearingInProgress: number | null;
};

/** spec.md §2 "Judge dashboard": the advocates waiting for their case, in a strip that scrolls sideways. */
export function WaitingStrip({ roomId, waiting, hearingInProgress }: WaitingStripProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const run = useCourtroomAction();
  const [admitting, setAdmitting] = useState<string | null>(null);

  const admit = async (userId: string) => {
    setAdmitting(userId);
    await run(() => emitCourtroom(COURTROOM_EVENTS.admitToAdvocate, { roomId, userId }));
    setAdmitting(null);
  };

  return (
    <section aria-labelledby={titleId} className="waiting-strip">
      <h2 id={titleId} className="courtroom-section-title">
        {t('courtroomJudge.waiting.title')}
        <Badge pill bg="warning" text="dark" className="ms-2">
          <span aria-hidden="true">{waiting.length}</span>
          <span className="visually-hidden">
            {t('courtroomJudge.waiting.count', { count: waiting.length })}
          </span>
        </Badge>
      </h2>
      {waiting.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('courtroomJudge.waiting.none')}</p>
      ) : (
        <ul className="waiting-cards" tabIndex={0} aria-labelledby={titleId}>
          {waiting.map((advocate) => (
            <li key={advocate.userId} className="waiting-card">
              <p className="waiting-card-name">
                {advocate.name}
                <i
                  className="bi bi-patch-check-fill waiting-card-verified ms-1"
                  title={t('courtroomJudge.waiting.verified')}
                  aria-hidden="true"
                />
                <span className="visually-hidden">{t('courtroomJudge.waiting.verified')}</span>
              </p>
              <p className="waiting-card-enrollment">
                {t('courtroomJudge.waiting.enrollment', { enrollmentNumber: advocate.enrollmentNumber })}
              </p>
              <p className="waiting-card-mobile">
                <i className="bi bi-telephone me-1" aria-hidden="true" />
                <span className="visually-hidden">{t('courtroomJudge.waiting.mobile')} </span>
                {advocate.mobile}
              </p>
              <p className="waiting-card-case">{advocate.caseNumber}</p>
              <p className="waiting-card-parties">
                {t('courtroomJudge.versus', {
                  petitioner: advocate.petitioner,
                  defendant: advocate.defendant,
                })}
              </p>
              {advocate.hearingId !== hearingInProgress && (
                <p>
                  <Badge bg="light" text="dark" className="border">
                    <i className="bi bi-hourglass me-1" aria-hidden="true" />
                    {t('matters.waitingForCall')}
                  </Badge>
                </p>
              )}
              <p className="waiting-card-since">
                {t('courtroomJudge.waiting.since', { time: formatIstTime(advocate.since) })}
              </p>
              {advocate.admitted ? (
                <p className="waiting-card-admitted" role="status">
                  <i className="bi bi-check2-circle me-1" aria-hidden="true" />
                  {t('courtroomJudge.waiting.admitted')}
                </p>
              ) : (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={admitting === advocate.userId}
                  aria-label={t('courtroomJudge.waiting.admitName', { name: advocate.name })}
                  onClick={() => void admit(advocate.userId)}
                >
                  {t('courtroomJudge.waiting.admit')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
