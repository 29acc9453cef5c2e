import {
  ANNOUNCEMENTS,
  COURTROOM_EVENTS,
  type CourtroomHearing,
  type PauseReason,
  type StreamPause,
} from '@nyaya/shared';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { appState } from '../../../lib/app-state';
import { keptTextShown } from '../../../lib/translate-message';
import { emitCourtroom } from '../api/courtroom-socket';
import { EndMeetingModal } from '../meeting/end-meeting-modal';
import type { Meeting } from '../meeting/meeting-types';
import { OwnMediaToggles } from '../meeting/own-media-toggles';
import { RecordingToggle } from '../recording/recording-toggle';
import type { Recording } from '../recording/use-recording';
import { useStreamDelay } from './api/get-stream-delay';
import { announceIntoCourtroom } from './announce-into-courtroom';
import { DisableStreamModal } from './disable-stream-modal';
import { StreamDelayNote } from './stream-delay-note';
import { StreamStatus } from './stream-status';
import { useCourtroomAction } from './use-courtroom-action';
import { WithholdStreamButton } from './withhold-stream-button';

type CourtroomFooterProps = {
  roomId: string;
  streaming: boolean;
  /** Why streaming was stopped (snapshot.pause): the public sees its slate. */
  pause: StreamPause | null;
  recording: boolean;
  hearing: CourtroomHearing | null;
  meeting: Meeting;
  recorder: Recording;
  /** A Controller watching the room, who does not choose its hearings: told what is, not what to do. */
  monitoring: boolean;
};

/**
 * The host's controls under the grid: what the public sees and what is recorded, then their own microphone and
 * camera, streaming, recording, ending the meeting.
 */
export function CourtroomFooter({
  roomId,
  streaming,
  pause,
  recording,
  hearing,
  meeting,
  recorder,
  monitoring,
}: CourtroomFooterProps) {
  const { t } = useTranslation();
  const run = useCourtroomAction();
  const [pending, setPending] = useState(false);
  const [askReason, setAskReason] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const delay = useStreamDelay(hearing?.hearingId ?? null);
  const delayNoteId = useId();
  const publicStatusId = useId();
  const recordingStatusId = useId();
  const streamingHintId = useId();
  // While streaming, the status says how late the public sees the court.
  const delayShown = !streaming && hearing !== null && delay.data !== undefined;
  const sendsMedia = meeting.self !== null && !meeting.self.observer;

  const perform = async (text: string, action: () => Promise<unknown>) => {
    setPending(true);
    await announceIntoCourtroom(meeting, text);
    const done = await run(action);
    setPending(false);
    return done;
  };

  const startStreaming = async () => {
    // The control room may have changed the delay since the hearing began: the note shows the one in force.
    void delay.refetch();
    // The chunk recorded up to the click goes first: the public never sees what was recorded while paused.
    const started = await perform(ANNOUNCEMENTS.startStreaming, async () => {
      await recorder.cutHere();
      return emitCourtroom(COURTROOM_EVENTS.setStreaming, { roomId, streaming: true });
    });
    if (started) appState.showAlert({ code: 'streamStarted' });
  };

  const stopStreaming = async (reason: PauseReason) => {
    const stopped = await perform(ANNOUNCEMENTS.stopStreaming, async () => {
      await recorder.cutHere();
      return emitCourtroom(COURTROOM_EVENTS.setStreaming, { roomId, streaming: false, reasonId: reason.id });
    });
    if (stopped) appState.showAlert(reason.message ? keptTextShown(reason) : { code: 'streamStopped' });
  };

  const endMeeting = async () => {
    // Everyone, this page included, then receives end-meeting and leaves through useMeeting's onEnded. The
    // recording is closed first: the end closes it on the server too, and its last chunks must be in by then.
    const ended = await perform(ANNOUNCEMENTS.endingSession, () =>
      recorder.closeAround(() => emitCourtroom(COURTROOM_EVENTS.endMeeting, { roomId }), { resume: false }),
    );
    if (!ended) setConfirmEnd(false);
  };

  return (
    <footer className="courtroom-footer">
      <StreamStatus
        facts={{ streaming, recording, pause, hearing, delayMinutes: delay.data }}
        monitoring={monitoring}
        publicId={publicStatusId}
        recordingId={recordingStatusId}
      />
      {sendsMedia && (
        <div className="courtroom-footer-group">
          <OwnMediaToggles meeting={meeting} tone="dark" />
        </div>
      )}
      <div className="courtroom-footer-group">
        {streaming ? (
          <Button
            variant="warning"
            disabled={pending}
            title={t('courtroomJudge.footer.stopStreamingHint')}
            aria-describedby={`${streamingHintId} ${publicStatusId}`}
            onClick={() => setAskReason(true)}
          >
            <i className="bi bi-stop-circle me-1" aria-hidden="true" />
            {t('courtroomJudge.footer.stopStreaming')}
          </Button>
        ) : (
          <Button
            variant="success"
            disabled={pending}
            title={t('courtroomJudge.footer.startStreamingHint')}
            aria-describedby={[streamingHintId, delayShown && delayNoteId, publicStatusId]
              .filter(Boolean)
              .join(' ')}
            onClick={() => void startStreaming()}
          >
            <i className="bi bi-broadcast me-1" aria-hidden="true" />
            {t('courtroomJudge.footer.startStreaming')}
          </Button>
        )}
        <span id={streamingHintId} className="visually-hidden">
          {t(`courtroomJudge.footer.${streaming ? 'stop' : 'start'}StreamingHint`)}
        </span>
        {delayShown && <StreamDelayNote id={delayNoteId} minutes={delay.data} />}
        <WithholdStreamButton
          roomId={roomId}
          onAir={streaming && hearing?.streamable === true}
          delayMinutes={delay.data}
        />
        <RecordingToggle
          recording={recording}
          hearing={hearing}
          recorder={recorder}
          statusId={recordingStatusId}
        />
        <Button variant="danger" disabled={pending} onClick={() => setConfirmEnd(true)}>
          <i className="bi bi-telephone-x me-1" aria-hidden="true" />
          {t('courtroomJudge.footer.end')}
        </Button>
      </div>
      <DisableStreamModal
        show={askReason}
        onCancel={() => setAskReason(false)}
        onDone={(reason) => {
          setAskReason(false);
          void stopStreaming(reason);
        }}
      />
      <EndMeetingModal
        show={confirmEnd}
        pending={pending}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => void endMeeting()}
      />
    </footer>
  );
}
