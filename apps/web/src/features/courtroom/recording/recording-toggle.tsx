import { ANNOUNCEMENTS, type CourtroomHearing } from '@nyaya/shared';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/auth';
import { useCourtTitles } from '../../../lib/use-court-titles';
import { announceIntoCourtroom } from '../judge/announce-into-courtroom';
import type { Meeting } from '../meeting/meeting-types';
import { useRecording, type Recording } from './use-recording';

/**
 * The room's recording as this page makes it: the meeting's tiles under the hearing's caption (the court it is heard
 * in, by name in the page's language, and its case number), announced.
 */
export function useCourtroomRecording(
  roomId: string,
  { recording, recordingAlarm }: { recording: boolean; recordingAlarm: boolean },
  hearing: CourtroomHearing | null,
  meeting: Meeting,
) {
  const titles = useCourtTitles();
  const court = (hearing?.courtRoom && titles.get(hearing.courtRoom)) || '';
  return useRecording({
    roomId,
    serverRecording: recording,
    serverAlarm: recordingAlarm,
    tiles: meeting.tiles,
    caption: { court, caseNumber: hearing?.caseNumber ?? '' },
    announceStart: () => announceIntoCourtroom(meeting, ANNOUNCEMENTS.startRecording),
    announceStop: () => announceIntoCourtroom(meeting, ANNOUNCEMENTS.stopRecording),
  });
}

type RecordingToggleProps = {
  /** The room records (snapshot.recording), whichever page of the judge started it. */
  recording: boolean;
  hearing: CourtroomHearing | null;
  recorder: Recording;
  /** The footer's sentence of what is recorded, which the button describes itself with too. */
  statusId: string;
};

/**
 * spec.md §4 "Recording toggle", for the Judge only: Start Recording / Stop Recording with their announcements. A
 * hearing must be in progress (it is what is recorded); stopping waits while the server finalises the MP4.
 */
export function RecordingToggle({ recording, hearing, recorder, statusId }: RecordingToggleProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const hintId = useId();
  if (user.role !== 'Judge') return null;

  const hint = t(`courtroomJudge.footer.${recording ? 'stop' : 'start'}RecordingHint`);
  const described = { title: hint, 'aria-describedby': `${hintId} ${statusId}` };
  const hintText = (
    <span id={hintId} className="visually-hidden">
      {hint}
    </span>
  );

  if (recorder.busy) {
    return (
      <Button variant="secondary" disabled aria-busy="true" aria-describedby={statusId}>
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
        {t(`courtroomJudge.footer.${recorder.busy}Recording`)}
      </Button>
    );
  }
  return recording ? (
    <>
      <Button variant="warning" {...described} onClick={() => void recorder.stop()}>
        <i className="bi bi-stop-fill me-1" aria-hidden="true" />
        {t('courtroomJudge.footer.stopRecording')}
      </Button>
      {hintText}
    </>
  ) : (
    <>
      <Button variant="primary" disabled={!hearing} {...described} onClick={() => void recorder.start()}>
        <i className="bi bi-record-circle me-1" aria-hidden="true" />
        {t('courtroomJudge.footer.startRecording')}
      </Button>
      {hintText}
    </>
  );
}
