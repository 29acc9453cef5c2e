import { useEffect, useState, type CSSProperties } from 'react';
import { useMediaQuery } from '../lib/use-media-query';
import { formatIstDateTime } from '../lib/format-date';
import { useClock } from '../lib/use-clock';

/** Seconds between moves; with reduced motion it moves far less often, but it is never hidden. */
const MOVE_EVERY_MS = 5_000;
const MOVE_EVERY_REDUCED_MS = 30_000;

type Spot = { x: number; y: number };

function nextSpot(): Spot {
  return { x: Math.random(), y: Math.random() };
}

/**
 * The viewer's name and the court time drawn over the picture, moving around it so that a re-recording
 * always shows who watched and when. Decorative to assistive technology and transparent to the mouse.
 */
export function Watermark({ name }: { name: string }) {
  const now = useClock();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [spot, setSpot] = useState<Spot>({ x: 0.1, y: 0.1 });

  useEffect(() => {
    const timer = window.setInterval(
      () => setSpot(nextSpot()),
      reducedMotion ? MOVE_EVERY_REDUCED_MS : MOVE_EVERY_MS,
    );
    return () => window.clearInterval(timer);
  }, [reducedMotion]);

  const style = { '--watermark-x': spot.x, '--watermark-y': spot.y } as CSSProperties;
  return (
    <div className="viewer-watermark-layer" aria-hidden="true">
      <div className="viewer-watermark" style={style} data-testid="viewer-watermark">
        <span className="viewer-watermark-name">{name}</span>
        <span>{formatIstDateTime(now, { seconds: true })}</span>
      </div>
    </div>
  );
}
