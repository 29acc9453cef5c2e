import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { EndMeetingModal } from './end-meeting-modal';
import type { Meeting } from './meeting-types';
import { OwnMediaToggles } from './own-media-toggles';

type MeetingControlsProps = {
  meeting: Meeting;
  /** END NOW: the caller leaves and closes the window. */
  onEnd: () => Promise<void>;
};

/** An advocate's own microphone and camera, and the End button every user has (spec 6). */
export function MeetingControls({ meeting, onEnd }: MeetingControlsProps) {
  const { t } = useTranslation();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const mutedByJudge = meeting.self?.isMuted ?? false;
  const videoOffByJudge = meeting.self ? !meeting.self.isVideo : false;

  const end = async () => {
    setEnding(true);
    await onEnd();
    setEnding(false);
    setConfirmEnd(false);
  };

  return (
    <div className="meeting-controls" role="toolbar" aria-label={t('courtroomMeeting.controls')}>
      <OwnMediaToggles meeting={meeting} tone="light" />
      <Button variant="danger" onClick={() => setConfirmEnd(true)}>
        {t('courtroomMeeting.end')}
      </Button>
      {(mutedByJudge || videoOffByJudge) && (
        <p className="w-100 text-center mb-0" role="status" data-testid="moderation-note">
          {[
            mutedByJudge && t('courtroomMeeting.mutedByJudge'),
            videoOffByJudge && t('courtroomMeeting.videoOffByJudge'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <EndMeetingModal
        show={confirmEnd}
        pending={ending}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => void end()}
      />
    </div>
  );
}
