import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { translateMessage } from '../../../lib/translate-message';
import { MeetingControls } from './meeting-controls';
import { ParticipantTile } from './participant-tile';
import { TransportNotice } from './transport-notice';
import { useMeeting } from './use-meeting';
import { VideoGrid } from './video-grid';
import './meeting.css';

/** /meeting: an admitted advocate in the courtroom, in the tab the lobby opened. */
export function MeetingPage({ roomId }: { roomId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toDashboard = useCallback(() => void navigate(paths.app.dashboard.getHref()), [navigate]);
  const onEnded = useCallback(() => {
    notifySuccess('meetingEnded');
    toDashboard();
  }, [toDashboard]);
  const meeting = useMeeting({ roomId, role: 'participant', onEnded });

  // spec.md §2: END NOW (for an advocate, LEAVE NOW) closes the window; a tab the browser will not let the page
  // close goes to the dashboard.
  const leave = async () => {
    await meeting.leave();
    window.close();
    toDashboard();
  };

  return (
    <section
      className="meeting-page"
      aria-label={t('courtroomMeeting.title')}
      data-status={meeting.status}
      data-transport={meeting.transport ?? undefined}
    >
      {!roomId && <Alert variant="warning">{t('courtroomMeeting.noRoom')}</Alert>}
      {meeting.status === 'failed' && meeting.error && (
        <Alert variant="danger">{translateMessage(t, meeting.error)}</Alert>
      )}
      {roomId && meeting.status === 'starting' && (
        <p className="mb-0" role="status">
          {t('courtroomMeeting.joining')}
        </p>
      )}
      <TransportNotice transport={meeting.transport} />
      <VideoGrid>
        {meeting.tiles.map((tile) => (
          <ParticipantTile key={tile.key} tile={tile} fitLayer={meeting.fitLayer} />
        ))}
      </VideoGrid>
      <MeetingControls meeting={meeting} onLeave={leave} />
    </section>
  );
}
