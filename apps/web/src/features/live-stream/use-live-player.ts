import {
  STEADY_SYNC_SEGMENTS,
  HLS_SEGMENT_SECONDS,
  LIVE_PLAYER_SYNC_SEGMENTS,
  type PlayerErrorType,
} from '@nyaya/shared';
import Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hlsErrorType, nativeErrorType } from './player-error-type';
import { playlistHasSegments } from './playlist-has-segments';

export type PlayerStatus =
  | { kind: 'starting' }
  | { kind: 'waitingForDelay' }
  | { kind: 'playing' }
  | { kind: 'autoplayBlocked' }
  | { kind: 'unsupported' }
  | { kind: 'failed'; type: PlayerErrorType };

/** A new segment can appear once per segment length, so that is how often a waiting or failed player tries again. */
const RETRY_MS = HLS_SEGMENT_SECONDS * 1000;

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/**
 * How far behind the live edge the player plays: `segments`, and time to fetch the next one once it is listed
 * (hls.js asks for it as it is listed: the server holds playlist requests, LL-HLS blocking reload).
 */
const liveSyncSeconds = (segments: number) => segments * HLS_SEGMENT_SECONDS + 1;
/** A player that tuned in further behind plays this much faster until it is back at its distance. */
const CATCH_UP_RATE = 1.5;

/** How many segments a steady player has buffered before it starts. */
const STEADY_START_SEGMENTS = 2;

/**
 * Close to the live edge, catching up after a late segment; or, `steady` (Data saver, or a link the browser
 * estimates weak), at hls.js's own distance and never faster than real time: the buffer a weak link builds is not
 * spent catching up.
 */
const liveSync = (steady: boolean) =>
  steady
    ? { liveSyncDuration: liveSyncSeconds(STEADY_SYNC_SEGMENTS), maxLiveSyncPlaybackRate: 1 }
    : {
        liveSyncDuration: liveSyncSeconds(LIVE_PLAYER_SYNC_SEGMENTS),
        maxLiveSyncPlaybackRate: CATCH_UP_RATE,
      };

type Engine = 'hls.js' | 'native';

function playbackEngine(video: HTMLVideoElement): Engine | null {
  if (Hls.isSupported()) return 'hls.js';
  return video.canPlayType(HLS_MIME_TYPE) ? 'native' : null;
}

/**
 * Plays a room's delayed live playlist in the returned video ref: hls.js where Media Source Extensions exist, the
 * browser's own HLS elsewhere (Safari). It waits for the first public segment, tries to autoplay, and after a
 * fatal error says which kind and starts again (a media error is first recovered in place).
 */
export function useLivePlayer(playlistUrl: string, { steady }: { steady: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<PlayerStatus>({ kind: 'starting' });
  /** The height of the picture playing (0: sound alone); undefined until the first frame's size is known. */
  const [pictureHeight, setPictureHeight] = useState<number>();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const engine = playbackEngine(element);
    if (!engine) {
      setStatus({ kind: 'unsupported' });
      return;
    }
    let stopped = false;
    let hls: Hls | undefined;
    let retryTimer: number | undefined;
    // One in-place recovery per media error; if it fails again before playing, the player starts afresh.
    let recoveringMedia = false;

    const autoplay = () =>
      element.play().catch((error: unknown) => {
        // An AbortError only means a new load interrupted this play(); that load plays again itself.
        if (error instanceof DOMException && error.name === 'NotAllowedError')
          setStatus({ kind: 'autoplayBlocked' });
      });
    const retry = () => {
      hls?.destroy();
      hls = undefined;
      retryTimer = window.setTimeout(() => void start(), RETRY_MS);
    };
    const onPlaying = () => {
      recoveringMedia = false;
      setStatus({ kind: 'playing' });
    };
    const onResize = () => setPictureHeight(element.videoHeight);
    const onNativeError = () => {
      if (engine !== 'native') return;
      setStatus({ kind: 'failed', type: nativeErrorType(element.error?.code) });
      retry();
    };

    const startHls = () => {
      recoveringMedia = false;
      const player = new Hls({
        // Low-latency mode: blocking playlist reloads, and catching up to the live sync point. There are no parts.
        lowLatencyMode: true,
        ...liveSync(steady),
        // Of a multivariant playlist: the first segment from the lowest rendition, the link measured by it, and
        // none with more pixels than the player shows.
        startLevel: -1,
        capLevelToPlayerSize: true,
        // Same origin sends the session cookie anyway; this keeps it so should the media move to another origin.
        xhrSetup: (xhr) => {
          xhr.withCredentials = true;
        },
      });
      if (steady) {
        // Starts once two segments are in: playing on the first alone, a weak link stalls a moment later.
        let buffered = 0;
        player.on(Hls.Events.FRAG_BUFFERED, () => {
          buffered += 1;
          if (buffered === STEADY_START_SEGMENTS) void autoplay();
        });
      } else player.on(Hls.Events.MANIFEST_PARSED, () => void autoplay());
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        const type = hlsErrorType(data.type);
        setStatus({ kind: 'failed', type });
        if (type === 'MediaError' && !recoveringMedia) {
          recoveringMedia = true;
          player.recoverMediaError();
        } else retry();
      });
      player.loadSource(playlistUrl);
      player.attachMedia(element);
      hls = player;
    };

    const start = async () => {
      const ready = await playlistHasSegments(playlistUrl);
      if (stopped) return;
      if (!ready) {
        // After a failure the viewer keeps being told it is retrying, not that the hearing has yet to begin.
        setStatus((current) => (current.kind === 'failed' ? current : { kind: 'waitingForDelay' }));
        retry();
        return;
      }
      if (engine === 'hls.js') {
        startHls();
        return;
      }
      element.src = playlistUrl;
      void autoplay();
    };

    element.addEventListener('playing', onPlaying);
    element.addEventListener('error', onNativeError);
    element.addEventListener('loadedmetadata', onResize);
    element.addEventListener('resize', onResize);
    setPictureHeight(undefined);
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      hls?.destroy();
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('error', onNativeError);
      element.removeEventListener('loadedmetadata', onResize);
      element.removeEventListener('resize', onResize);
      element.removeAttribute('src');
      element.load();
    };
  }, [playlistUrl, steady]);

  /** The viewer's own play, after the browser refused to autoplay. */
  const play = useCallback(() => {
    void video.current?.play().catch(() => setStatus({ kind: 'autoplayBlocked' }));
  }, []);

  return { video, status, play, pictureHeight };
}
