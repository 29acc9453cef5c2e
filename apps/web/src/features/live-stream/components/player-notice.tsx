import { fillMessage } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/translate-message';
import type { PlayerStatus } from '../use-live-player';

type PlayerNoticeProps = { status: PlayerStatus; delayMinutes: number; onPlay: () => void };

/** What the player says over the picture when it is not simply playing: waiting, blocked, failing or unable. */
export function PlayerNotice({ status, delayMinutes, onPlay }: PlayerNoticeProps) {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'starting':
    case 'playing':
      return null;
    case 'waitingForDelay':
      return (
        <div className="stage-overlay live-stream-notice" role="status">
          {fillMessage(translateMessage(t, 'streamStartsAfterDelay'), {
            minutes: String(delayMinutes),
          })}
        </div>
      );
    case 'autoplayBlocked':
      return (
        <div className="stage-overlay live-stream-notice" role="status">
          <p className="mb-3">{translateMessage(t, 'streamAutoplayBlocked')}</p>
          <Button variant="light" onClick={onPlay}>
            <i className="bi bi-play-fill me-1" aria-hidden="true" />
            {t('liveStream.play')}
          </Button>
        </div>
      );
    case 'failed':
      return (
        <div className="stage-overlay live-stream-notice" role="status">
          {fillMessage(translateMessage(t, 'streamPlaybackFailed'), { type: status.type })}
        </div>
      );
    case 'unsupported':
      return (
        <div className="stage-overlay live-stream-notice" role="alert">
          {translateMessage(t, 'streamPlayerUnsupported')}
        </div>
      );
  }
}
