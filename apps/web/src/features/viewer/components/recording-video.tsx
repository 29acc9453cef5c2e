import { useEffect, useRef, useState } from 'react';
import { useResumableSource } from '../use-resumable-source';

/** What the player tells the page choosing its version (use-picked-version.ts). */
export type PlaybackReports = {
  onWaiting: () => void;
  onPlaying: () => void;
  /** A new address loads, or the person seeks: waiting for data next is no stall. */
  onStarting: () => void;
  /** The height of the player's box, in CSS pixels. */
  onPlayerHeight: (cssPixels: number) => void;
  /** The height of the picture playing (0: the sound alone). */
  onPictureHeight: (height: number) => void;
};

type RecordingVideoProps = {
  url: string;
  label: string;
  /** The address failed to load (expired, say): the page fetches fresh addresses and passes them in. */
  onLoadFailed: (url: string) => Promise<void>;
  /** The page gave up on this recording: the retry did not help. */
  onUnplayable: () => void;
  /** Pauses playback while something covers the picture (the developer-tools notice). */
  paused: boolean;
  reports: PlaybackReports;
};

/** At most this many fresh addresses in a row before the recording counts as unplayable. */
const MAX_RETRIES = 2;

/** One recording in the player: native controls without download, picture-in-picture or their own full screen. */
export function RecordingVideo({
  url,
  label,
  onLoadFailed,
  onUnplayable,
  paused,
  reports,
}: RecordingVideoProps) {
  const [reload, setReload] = useState(0);
  const failures = useRef(0);
  const video = useResumableSource(url, reload);

  useEffect(() => {
    if (paused) video.current?.pause();
  }, [paused, video]);

  const { onPlayerHeight } = reports;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const observer = new ResizeObserver(() => onPlayerHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [video, onPlayerHeight]);

  // Chromium's own controls play only from their buttons; a click on the picture should do it too.
  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  const onError = () => {
    failures.current += 1;
    if (failures.current > MAX_RETRIES) {
      onUnplayable();
      return;
    }
    void onLoadFailed(url).then(() => setReload((count) => count + 1));
  };

  return (
    <video
      ref={video}
      className="viewer-video"
      aria-label={label}
      controls
      playsInline
      preload="metadata"
      controlsList="nodownload nofullscreen noremoteplayback"
      disablePictureInPicture
      disableRemotePlayback
      onClick={togglePlay}
      onContextMenu={(event) => event.preventDefault()}
      onLoadedData={() => (failures.current = 0)}
      onError={onError}
      onLoadStart={reports.onStarting}
      onSeeking={reports.onStarting}
      onWaiting={reports.onWaiting}
      onPlaying={reports.onPlaying}
      onLoadedMetadata={(event) => reports.onPictureHeight(event.currentTarget.videoHeight)}
      onResize={(event) => reports.onPictureHeight(event.currentTarget.videoHeight)}
    />
  );
}
