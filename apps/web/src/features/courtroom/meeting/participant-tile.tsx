import { COURTROOM } from '@nyaya/shared';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingTile } from './meeting-types';
import './meeting.css';

type ParticipantTileProps = {
  tile: MeetingTile;
  /** A corner slot: the judge's moderation menu. */
  actions?: ReactNode;
  /** Told the width a received video is drawn at, so the SFU sends the simulcast layer that fits. */
  fitLayer?: (stream: MediaStream, width: number) => void;
};

const blurStyle = { '--tile-blur': `${COURTROOM.blurPx}px` } as CSSProperties;

/**
 * One video of the grid with the host's moderation as everyone sees it: blurred, frozen (the picture pauses),
 * video off (the name instead of the picture) and muted (an icon). Remote sound plays through its own audio
 * element, so freezing the picture never silences the speaker.
 */
export function ParticipantTile({ tile, actions, fitLayer }: ParticipantTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { participant, stream, isLocal, label } = tile;
  const video = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const frozen = participant.isFreeze;
  const videoTracks = stream?.getVideoTracks() ?? [];
  const showsPicture =
    participant.isVideo &&
    (isLocal
      ? tile.cameraOn !== false && videoTracks.length > 0
      : videoTracks.some((track) => track.enabled));

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    element.muted = true;
  }, [stream]);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream || isLocal || !fitLayer) return;
    const observer = new ResizeObserver(() => fitLayer(stream, element.clientWidth * devicePixelRatio));
    observer.observe(element);
    return () => observer.disconnect();
  }, [stream, isLocal, fitLayer]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.srcObject = stream;
    // A browser that refuses sound before the page is touched gets another try on the first touch.
    const retry = () => void element.play().catch(() => undefined);
    element.play().catch(() => document.addEventListener('pointerdown', retry, { once: true }));
    return () => document.removeEventListener('pointerdown', retry);
  }, [stream]);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    if (frozen) element.pause();
    else element.play().catch(() => undefined);
  }, [frozen, stream]);

  return (
    <figure
      className="participant-tile"
      aria-labelledby={nameId}
      data-testid="participant-tile"
      data-user-id={participant.userId}
      data-role={participant.role}
      data-local={isLocal}
      data-muted={participant.isMuted}
      data-blurred={participant.isBlurred}
      data-frozen={frozen}
      data-video={participant.isVideo}
    >
      <video
        ref={video}
        className="participant-video"
        data-mirrored={isLocal}
        data-blurred={participant.isBlurred}
        style={blurStyle}
        hidden={!showsPicture}
        autoPlay
        playsInline
        muted
        aria-label={t('courtroomMeeting.videoOf', { name: label })}
      />
      {!isLocal && <audio ref={audio} autoPlay />}
      {!showsPicture && (
        <div className="participant-tile-placeholder" aria-hidden="true">
          {label}
        </div>
      )}
      {actions && <div className="participant-tile-actions">{actions}</div>}
      <figcaption className="participant-tile-name" id={nameId}>
        {participant.isMuted && (
          <i
            className="bi bi-mic-mute-fill me-1"
            role="img"
            aria-label={t('courtroomMeeting.muted')}
            data-testid="muted-icon"
          />
        )}
        {isLocal ? t('courtroomMeeting.you', { name: label }) : label}
        {frozen && <span className="visually-hidden">{t('courtroomMeeting.frozen')}</span>}
      </figcaption>
    </figure>
  );
}
