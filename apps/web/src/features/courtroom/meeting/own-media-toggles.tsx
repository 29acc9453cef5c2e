import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Meeting } from './meeting-types';

type OwnMediaTogglesProps = {
  meeting: Meeting;
  /** The bar they sit on: the judge's dark footer or the meeting page's light one. */
  tone: 'dark' | 'light';
};

/** What a switch shows of its state besides its colour and icon: On or Off (aria-pressed says it to a reader). */
function SwitchState({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="media-switch-state" aria-hidden="true">
      {t(on ? 'courtroomMeeting.switchOn' : 'courtroomMeeting.switchOff')}
    </span>
  );
}

/**
 * This user's microphone and camera switches (toggle buttons with steady names; aria-pressed says on or off, and
 * each shows On or Off). Locked while the host holds the mute or has switched the video off: useMeeting refuses
 * them then anyway.
 */
export function OwnMediaToggles({ meeting, tone }: OwnMediaTogglesProps) {
  const { t } = useTranslation();
  const on = tone === 'dark' ? 'outline-light' : 'secondary';
  const off = tone === 'dark' ? 'danger' : 'outline-danger';
  const mutedByHost = meeting.self?.isMuted ?? false;
  const videoOffByHost = meeting.self ? !meeting.self.isVideo : false;
  return (
    <>
      <Button
        variant={meeting.micOn ? on : off}
        aria-pressed={meeting.micOn}
        disabled={mutedByHost}
        onClick={() => meeting.setMicOn(!meeting.micOn)}
      >
        <i className={`bi ${meeting.micOn ? 'bi-mic-fill' : 'bi-mic-mute-fill'} me-1`} aria-hidden="true" />
        {t('courtroomMeeting.microphone')}
        <SwitchState on={meeting.micOn} />
      </Button>
      <Button
        variant={meeting.cameraOn ? on : off}
        aria-pressed={meeting.cameraOn}
        disabled={videoOffByHost}
        onClick={() => meeting.setCameraOn(!meeting.cameraOn)}
      >
        <i
          className={`bi ${meeting.cameraOn ? 'bi-camera-video-fill' : 'bi-camera-video-off-fill'} me-1`}
          aria-hidden="true"
        />
        {t('courtroomMeeting.camera')}
        <SwitchState on={meeting.cameraOn} />
      </Button>
    </>
  );
}
