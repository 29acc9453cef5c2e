import { useEffect, useRef } from 'react';

/**
 * A ref for a video that gets its address from here, and when the address is renewed (or `reload` changes
 * after a failed load) loads the new one from where the viewer was, playing again if it was playing,
 * instead of from 0.
 */
export function useResumableSource(url: string, reload: number) {
  const video = useRef<HTMLVideoElement>(null);
  const position = useRef({ time: 0, playing: false });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const onTime = () => {
      // A failed load resets currentTime to 0; the last good position is what to come back to.
      if (element.readyState > 0) position.current.time = element.currentTime;
    };
    const onPlay = () => (position.current.playing = true);
    const onPause = () => (position.current.playing = false);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeked', onTime);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeked', onTime);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
    };
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const { time, playing } = position.current;
    element.src = url;
    if (time === 0 && !playing) return;
    const resume = () => {
      element.currentTime = time;
      if (playing) void element.play().catch(() => undefined);
    };
    element.addEventListener('loadedmetadata', resume, { once: true });
    return () => element.removeEventListener('loadedmetadata', resume);
  }, [url, reload]);

  return video;
}
