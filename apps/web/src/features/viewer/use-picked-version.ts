import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataSaver } from '../../lib/use-data-saver';
import { useDownlink } from '../../lib/use-downlink';
import {
  STALL_HOLD_MS,
  pickVersion,
  type OfferedVersions,
  type PictureChoice,
  type PlayedVersion,
} from './pick-version';

/** A wait for data shorter than this is a hiccup, not a stall. */
const STALL_MS = 1000;

/**
 * Which version of a recording plays, as the link, the player's size, stalls and the person's choices change
 * (pick-version.ts), with the handlers the player reports to.
 */
export function usePickedVersion(offered: OfferedVersions) {
  const [dataSaver, setDataSaver] = useDataSaver();
  const [choice, setChoice] = useState<PictureChoice>('auto');
  const downlinkBitsPerSecond = useDownlink();
  const [playerHeightPx, setPlayerHeightPx] = useState(0);
  const [stalledAt, setStalledAt] = useState<number>();
  const [now, setNow] = useState(Date.now);
  const [playing, setPlaying] = useState<PlayedVersion>();

  const version = pickVersion(offered, {
    dataSaver,
    choice,
    downlinkBitsPerSecond,
    playerHeightPx,
    stalledAt,
    now,
    playing,
  });
  // What plays now is what the next pick starts from (React's way of keeping state derived from a render).
  if (version !== playing) setPlaying(version);

  // Once a stall's hold is over, the choice is made again.
  useEffect(() => {
    if (stalledAt === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), stalledAt + STALL_HOLD_MS - Date.now());
    return () => window.clearTimeout(timer);
  }, [stalledAt]);

  const stall = useRef<number>(undefined);
  /** Whether the player has played since it last loaded or sought: only then is waiting for data a stall. */
  const started = useRef(false);
  const onWaiting = useCallback(() => {
    if (!started.current) return;
    window.clearTimeout(stall.current);
    stall.current = window.setTimeout(() => setStalledAt(Date.now()), STALL_MS);
  }, []);
  const onPlaying = useCallback(() => {
    started.current = true;
    window.clearTimeout(stall.current);
  }, []);
  const onStarting = useCallback(() => {
    started.current = false;
    window.clearTimeout(stall.current);
  }, []);
  useEffect(() => () => window.clearTimeout(stall.current), []);

  const onPlayerHeight = useCallback(
    (cssPixels: number) => setPlayerHeightPx(Math.round(cssPixels * window.devicePixelRatio)),
    [],
  );

  return {
    version,
    url: offered[version]?.url ?? offered.source.url,
    dataSaver,
    setDataSaver,
    choice,
    setChoice,
    onWaiting,
    onPlaying,
    onStarting,
    onPlayerHeight,
  };
}
