import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Meeting } from './meeting-types';
import { LeaveMeetingModal } from './leave-meeting-modal';
import { OwnMediaToggles } from './own-media-toggles';

type MeetingControlsProps = {
  meeting: Meeting;
  /** LEAVE NOW: the caller leaves and closes the window; the hearing goes on. */
  onLeave: () => Promise<void>;
};

/** An advocate's own microphone and camera, and the End button of spec.md §6, which for them is Leave. */
export function MeetingControls({ meeting, onLeave }: MeetingControlsProps) {
  const { t } = useTranslation();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const mutedByJudge = meeting.self?.isMuted ?? false;
  const videoOffByJudge = meeting.self ? !meeting.self.isVideo : false;

  const leave = async () => {
    setLeaving(true);
    await onLeave();
    setLeaving(false);
    setConfirmLeave(false);
  };

  return (
    <div className="meeting-controls" role="toolbar" aria-label={t('courtroomMeeting.controls')}>
      <OwnMediaToggles meeting={meeting} tone="light" />
      <Button variant="danger" onClick={() => setConfirmLeave(true)}>
        <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
        {t('courtroomMeeting.leave')}
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
      <LeaveMeetingModal
        show={confirmLeave}
        pending={leaving}
        onCancel={() => setConfirmLeave(false)}
        onConfirm={() => void leave()}
      />
    </div>
  );
}
