import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCameraPreview } from '../use-camera-preview';

/** The advocate's own camera, muted and mirrored, or a note when there is none. */
export function CameraPreview() {
  const { t } = useTranslation();
  const { stream, unavailable } = useCameraPreview();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  if (unavailable) {
    return (
      <p className="lobby-preview lobby-preview-note" data-testid="lobby-no-camera">
        <i className="bi bi-camera-video-off me-2" aria-hidden="true" />
        {t('courtroomLobby.noCamera')}
      </p>
    );
  }
  return (
    <video
      ref={video}
      className="lobby-preview"
      aria-label={t('courtroomLobby.preview')}
      data-testid="lobby-preview"
      autoPlay
      muted
      playsInline
    />
  );
}
