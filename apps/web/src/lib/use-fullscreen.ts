import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for a container (the video and the watermark over it together), never for the video alone:
 * should the browser put the bare video in full screen (a double click), the container takes its place,
 * so the watermark is never left behind.
 */
export function useFullscreen(container: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => {
      const element = document.fullscreenElement;
      const stage = container.current;
      if (element instanceof HTMLVideoElement && stage?.contains(element)) {
        // Leaving full screen is enough to keep the watermark in sight if the browser refuses the switch.
        void document
          .exitFullscreen()
          .then(() => stage.requestFullscreen())
          .catch(() => undefined);
        return;
      }
      setActive(Boolean(stage) && element === stage);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [container]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void container.current?.requestFullscreen().catch(() => undefined);
  }, [container]);

  return { active, supported: document.fullscreenEnabled, toggle };
}
