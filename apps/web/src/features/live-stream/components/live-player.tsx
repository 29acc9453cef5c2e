import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLivePlayer } from '../use-live-player';
import { PlayerNotice } from './player-notice';

type LivePlayerProps = {
  playlistUrl: string;
  caseNumber: string;
  delayMinutes: number;
  /** Pauses playback while something covers the picture (the developer-tools notice). */
  paused: boolean;
};

/** The room's delayed live stream: native controls without download, picture-in-picture or their own full screen. */
export function LivePlayer({ playlistUrl, caseNumber, delayMinutes, paused }: LivePlayerProps) {
  const { t } = useTranslation();
  const { video, status, play } = useLivePlayer(playlistUrl);

  useEffect(() => {
    if (paused) video.current?.pause();
  }, [paused, video]);

  return (
    <>
      <video
        ref={video}
        className="viewer-video"
        aria-label={t('liveStream.player', { caseNumber })}
        data-testid="live-stream-video"
        controls
        playsInline
        controlsList="nodownload nofullscreen noremoteplayback"
        disablePictureInPicture
        disableRemotePlayback
        onContextMenu={(event) => event.preventDefault()}
      />
      <PlayerNotice status={status} delayMinutes={delayMinutes} onPlay={play} />
    </>
  );
}
