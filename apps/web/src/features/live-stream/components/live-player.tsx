import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SoundOnlyCard } from '../../../components/sound-only-card';
import { useLivePlayer } from '../use-live-player';
import { PlayerNotice } from './player-notice';

type LivePlayerProps = {
  playlistUrl: string;
  /** The playlist is the sound alone (Data saver): the court's card stands where the picture would. */
  soundOnly: boolean;
  /** Further from the live edge and never catching up (Data saver, a weak link): use-live-player.ts. */
  steady: boolean;
  /** Told the height of the picture playing (0: the sound alone) whenever it changes. */
  onPictureHeight: (height: number | undefined) => void;
  caseNumber: string;
  delayMinutes: number;
  /** Pauses playback while something covers the picture (the developer-tools notice). */
  paused: boolean;
};

/** The room's delayed live stream: native controls without download, picture-in-picture or their own full screen. */
export function LivePlayer({
  playlistUrl,
  soundOnly,
  steady,
  onPictureHeight,
  caseNumber,
  delayMinutes,
  paused,
}: LivePlayerProps) {
  const { t } = useTranslation();
  const { video, status, play, pictureHeight } = useLivePlayer(playlistUrl, { steady });

  useEffect(() => onPictureHeight(pictureHeight), [onPictureHeight, pictureHeight]);

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
      {soundOnly && <SoundOnlyCard caseNumber={caseNumber} />}
      <PlayerNotice status={status} delayMinutes={delayMinutes} onPlay={play} />
    </>
  );
}
