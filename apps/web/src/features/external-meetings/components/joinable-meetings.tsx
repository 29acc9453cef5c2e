import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-fallback';
import { formatLongDay } from '../../../lib/format-date';
import { useMyMeetings } from '../api/get-my-meetings';

/** The meetings the user may join from today on, each with its cases and Join (which opens the conference). */
export function JoinableMeetings() {
  const { t } = useTranslation();
  const headingId = useId();
  const meetings = useMyMeetings();
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {t('externalMeetings.mine.title')}
      </h2>
      {!meetings.isSuccess ? (
        <QueryFallback
          query={meetings}
          loadingText={t('externalMeetings.mine.loading')}
          errorText={t('externalMeetings.mine.loadError')}
        />
      ) : meetings.data.length === 0 ? (
        <p className="text-body-secondary">{t('externalMeetings.mine.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3" aria-label={t('externalMeetings.mine.title')}>
          {meetings.data.map((meeting) => (
            <li key={meeting.id}>
              <Card>
                <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-3">
                  <div>
                    <h3 className="h6 mb-1">
                      {t('externalMeetings.mine.heading', {
                        roomId: meeting.roomId,
                        date: formatLongDay(meeting.date),
                      })}
                    </h3>
                    <ul className="list-unstyled mb-0 small">
                      {meeting.cases.map((hearing) => (
                        <li key={hearing.cnr}>
                          {hearing.caseNumber} <span className="text-body-secondary">({hearing.cnr})</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <a
                    className="btn btn-primary"
                    href={meeting.joinPath}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <i className="bi bi-camera-video me-2" aria-hidden="true" />
                    {t('externalMeetings.mine.join')}
                  </a>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
