import { COURTROOM_EVENTS } from '@nyaya/shared';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import CloseButton from 'react-bootstrap/CloseButton';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { appState, useAppState } from '../../../lib/app-state';
import { translateMessage } from '../../../lib/translate-message';
import { emitCourtroom } from '../api/courtroom-socket';
import { CourtroomCauseList } from '../cause-list/courtroom-cause-list';
import type { MeetingRole } from '../meeting/meeting-types';
import { ParticipantTile } from '../meeting/participant-tile';
import { TransportNotice } from '../meeting/transport-notice';
import { useMeeting } from '../meeting/use-meeting';
import { VideoGrid } from '../meeting/video-grid';
import { RecordingAlarm } from '../recording/recording-alarm';
import { RecordingPreview } from '../recording/recording-preview';
import { useCourtroomRecording } from '../recording/recording-toggle';
import { CourtroomFooter } from './courtroom-footer';
import { HearingBar } from './hearing-bar';
import { ModerationMenu } from './moderation-menu';
import { StreamFailureAlert } from './stream-failure-alert';
import { useCourtroomAction } from './use-courtroom-action';
import { useCourtroomState } from './use-courtroom-state';
import { WaitingStrip } from './waiting-strip';

type CourtroomBoardProps = {
  /** The room a Controller monitors; a judge's own room when left out. */
  roomId?: string;
  meetingRole: MeetingRole;
  onEnded: () => void;
};

/**
 * The judge dashboard of one room (spec.md §2): waiting advocates on top, the hearing in progress over the video
 * grid, the host's controls under it, and the cause list at the side when it is open.
 */
export function CourtroomBoard({ roomId, meetingRole, onEnded }: CourtroomBoardProps) {
  const { t } = useTranslation();
  const { snapshot, error } = useCourtroomState(roomId);
  const meeting = useMeeting({ roomId: snapshot?.roomId ?? null, role: meetingRole, onEnded });
  const causeListOpen = useAppState((state) => state.showCauseList);
  const run = useCourtroomAction();
  const causeListTitleId = useId();
  const recorder = useCourtroomRecording(
    snapshot?.roomId ?? '',
    { recording: snapshot?.recording ?? false, recordingAlarm: snapshot?.recordingAlarm ?? false },
    snapshot?.hearing ?? null,
    meeting,
  );

  if (error) return <Alert variant="danger">{translateMessage(t, error)}</Alert>;
  if (!snapshot) {
    return (
      <p role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('courtroomJudge.opening')}
      </p>
    );
  }

  // Another hearing closes the recording on the server: this page's is closed first and goes on for the new one.
  const hearNow = (hearingId: number) => {
    const choose = () =>
      run(() => emitCourtroom(COURTROOM_EVENTS.setHearing, { roomId: snapshot.roomId, hearingId }));
    void (hearingId === snapshot.hearing?.hearingId
      ? choose()
      : recorder.closeAround(choose, { resume: true }));
  };
  const moderationOf = (socketId: string) =>
    snapshot.participants.find((participant) => participant.socketId === socketId);

  return (
    <div className={causeListOpen ? 'courtroom with-side' : 'courtroom'}>
      <div className="courtroom-main">
        <WaitingStrip
          roomId={snapshot.roomId}
          waiting={snapshot.waiting}
          hearingInProgress={snapshot.hearing?.hearingId ?? null}
        />
        <HearingBar
          snapshot={snapshot}
          monitoring={meetingRole === 'observer'}
          causeListOpen={causeListOpen}
          onToggleCauseList={appState.toggleCauseList}
        />
        {meeting.error && <Alert variant="warning">{translateMessage(t, meeting.error)}</Alert>}
        <TransportNotice transport={meeting.transport} />
        <StreamFailureAlert reason={snapshot.streamFailure} />
        <RecordingAlarm unsavedSeconds={recorder.unsavedSeconds} />
        <div className="courtroom-stage" data-transport={meeting.transport ?? undefined}>
          <div className="courtroom-stage-media">
            <VideoGrid>
              {meeting.tiles.map((tile) => (
                <ParticipantTile
                  key={tile.key}
                  tile={tile}
                  fitLayer={meeting.fitLayer}
                  actions={
                    tile.isLocal ? undefined : (
                      <ModerationMenu
                        roomId={snapshot.roomId}
                        participant={moderationOf(tile.participant.socketId) ?? tile.participant}
                      />
                    )
                  }
                />
              ))}
            </VideoGrid>
            <RecordingPreview
              roomId={snapshot.roomId}
              recording={snapshot.recording}
              streaming={snapshot.streaming}
              paused={snapshot.pause !== null}
            />
          </div>
          <CourtroomFooter
            roomId={snapshot.roomId}
            streaming={snapshot.streaming}
            pause={snapshot.pause}
            recording={snapshot.recording}
            hearing={snapshot.hearing}
            meeting={meeting}
            recorder={recorder}
            monitoring={meetingRole === 'observer'}
          />
        </div>
      </div>
      {causeListOpen && (
        <aside className="courtroom-side" aria-labelledby={causeListTitleId}>
          <div className="courtroom-side-header">
            <h2 id={causeListTitleId} className="courtroom-section-title mb-0">
              {t('courtroomJudge.causeListTitle')}
            </h2>
            <CloseButton aria-label={t('common.close')} onClick={() => appState.setShowCauseList(false)} />
          </div>
          <CourtroomCauseList
            roomId={snapshot.roomId}
            currentHearingId={snapshot.hearing?.hearingId ?? null}
            onHearNow={hearNow}
            canChoose
          />
        </aside>
      )}
    </div>
  );
}
