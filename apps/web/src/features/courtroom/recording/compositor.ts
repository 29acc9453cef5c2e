import { COURTROOM, DEFAULT_RECORDING_PRESET, RECORDING_PRESETS, type RecordingPreset } from '@nyaya/shared';
import type { MeetingTile } from '../meeting/meeting-types';
import { createAudioMix } from './audio-mix';
import { startFrameClock } from './frame-clock';
import { captionRect, containRect, tileRects, type Rect } from './tile-layout';

/** What the caption bar says besides the time: the court by name (empty where none is named) and the case. */
export type Caption = { court: string; caseNumber: string };

/** The courtroom as one recordable stream: the tiles on a canvas and everyone's audio mixed. */
export type Compositor = {
  stream: MediaStream;
  /** The picture being recorded, at the preset's size; redrawn once per frame. */
  canvas: HTMLCanvasElement;
  /** The frames a second it is drawn and captured at (the preset's). */
  fps: number;
  /** Calls `listener` after every frame drawn, until the returned function is called. */
  onFrame: (listener: () => void) => () => void;
  /** The tiles and caption to draw from now on (the grid as it is). */
  update: (tiles: readonly MeetingTile[], caption: Caption) => void;
  /** Whether every tile that should show a picture has loaded one with a size (spec.md §5). */
  ready: () => boolean;
  close: () => void;
};

/** One tile's picture source: its own muted video element, and the frame it froze on. */
type TileSource = { tile: MeetingTile; video: HTMLVideoElement; frozenFrame: HTMLCanvasElement | null };

const BACKGROUND = '#111418';
const NAME_CARD = '#2b3035';
const TEXT = '#f8f9fa';

function showsPicture({ participant, stream }: MeetingTile): boolean {
  return participant.isVideo && (stream?.getVideoTracks().some((track) => track.enabled) ?? false);
}

function hasFrame(video: HTMLVideoElement): boolean {
  return (
    video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0 && video.videoHeight > 0
  );
}

/** A new stream resets the element: it plays again (a detached, muted element may always play). */
function attach(video: HTMLVideoElement, stream: MediaStream | null) {
  video.srcObject = stream;
  if (stream) void video.play().catch(() => undefined);
}

function snapshotOf(video: HTMLVideoElement): HTMLCanvasElement {
  const frame = document.createElement('canvas');
  frame.width = video.videoWidth;
  frame.height = video.videoHeight;
  frame.getContext('2d')?.drawImage(video, 0, 0);
  return frame;
}

function drawNameCard(context: CanvasRenderingContext2D, label: string, rect: Rect) {
  context.fillStyle = NAME_CARD;
  context.fillRect(rect.x + 2, rect.y + 2, rect.width - 4, rect.height - 4);
  context.fillStyle = TEXT;
  context.font = `${Math.max(14, Math.round(rect.height / 10))}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width - 16);
}

/** A tile's picture letterboxed into its rectangle; blurred tiles through the spec's 10px blur, kept inside it. */
function drawPicture(
  context: CanvasRenderingContext2D,
  image: HTMLVideoElement | HTMLCanvasElement,
  size: { width: number; height: number },
  rect: Rect,
  blurred: boolean,
) {
  const target = containRect(size.width, size.height, rect);
  context.save();
  context.beginPath();
  context.rect(rect.x, rect.y, rect.width, rect.height);
  context.clip();
  if (blurred) context.filter = `blur(${COURTROOM.blurPx}px)`;
  context.drawImage(image, target.x, target.y, target.width, target.height);
  context.restore();
}

function drawCaption(context: CanvasRenderingContext2D, caption: Caption, rect: Rect) {
  context.fillStyle = BACKGROUND;
  context.fillRect(rect.x, rect.y, rect.width, rect.height);
  context.fillStyle = TEXT;
  context.font = `${Math.round(rect.height * 0.45)}px sans-serif`;
  context.textBaseline = 'middle';
  const middle = rect.y + rect.height / 2;
  const margin = Math.round(rect.height / 2);
  context.textAlign = 'left';
  const said = [caption.court, caption.caseNumber].filter((part) => part !== '').join(' · ');
  context.fillText(said, margin, middle, rect.width * 0.7);
  context.textAlign = 'right';
  context.fillText(new Date().toLocaleTimeString('en-IN'), rect.width - margin, middle);
}

/**
 * Draws the judge's meeting the way the grid shows it (spec.md §9 grid, moderation as everyone sees it) onto a
 * canvas at the recording preset, with a caption bar of court, case number and time. A frozen tile keeps the
 * frame it froze on; a tile without a picture is drawn as a name card.
 */
export function createCompositor(preset: RecordingPreset = DEFAULT_RECORDING_PRESET): Compositor {
  const { width, height, fps } = RECORDING_PRESETS[preset];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw on a canvas');
  const audio = createAudioMix();
  const sources = new Map<string, TileSource>();
  let order: string[] = [];
  let caption: Caption = { court: '', caseNumber: '' };
  const bar = captionRect(width, height);
  const frameListeners = new Set<() => void>();

  const sourceFor = (tile: MeetingTile): TileSource => {
    const existing = sources.get(tile.key);
    if (existing) {
      if (existing.video.srcObject !== tile.stream) attach(existing.video, tile.stream);
      existing.tile = tile;
      return existing;
    }
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    attach(video, tile.stream);
    const source = { tile, video, frozenFrame: null };
    sources.set(tile.key, source);
    return source;
  };

  const drawTile = (source: TileSource, rect: Rect) => {
    const { tile, video } = source;
    if (!showsPicture(tile)) return drawNameCard(context, tile.label, rect);
    const blurred = tile.participant.isBlurred;
    source.frozenFrame = tile.participant.isFreeze
      ? (source.frozenFrame ?? (hasFrame(video) ? snapshotOf(video) : null))
      : null;
    if (source.frozenFrame)
      return drawPicture(context, source.frozenFrame, source.frozenFrame, rect, blurred);
    if (!hasFrame(video)) return drawNameCard(context, tile.label, rect);
    drawPicture(context, video, { width: video.videoWidth, height: video.videoHeight }, rect, blurred);
  };

  const draw = () => {
    context.fillStyle = BACKGROUND;
    context.fillRect(0, 0, width, bar.y);
    const rects = tileRects(order.length, { x: 0, y: 0, width, height: bar.y });
    order.forEach((key, index) => {
      const source = sources.get(key);
      const rect = rects[index];
      if (source && rect) drawTile(source, rect);
    });
    drawCaption(context, caption, bar);
    frameListeners.forEach((listener) => listener());
  };

  draw();
  const stopClock = startFrameClock(1000 / fps, draw);
  const canvasVideo = canvas.captureStream(fps);

  return {
    stream: new MediaStream([...canvasVideo.getVideoTracks(), ...audio.tracks]),
    canvas,
    fps,
    onFrame(listener) {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    update(tiles, nextCaption) {
      caption = nextCaption;
      const keys = new Set(tiles.map((tile) => tile.key));
      for (const [key, source] of sources) {
        if (keys.has(key)) continue;
        source.video.srcObject = null;
        sources.delete(key);
      }
      tiles.forEach(sourceFor);
      order = tiles.map((tile) => tile.key);
      audio.update([...new Map(tiles.flatMap((t) => (t.stream ? [[t.stream.id, t.stream]] : []))).values()]);
    },
    ready: () =>
      order.every((key) => {
        const source = sources.get(key);
        if (!source) return false;
        const { participant, stream } = source.tile;
        const cameraOff = stream !== null && !showsPicture(source.tile);
        return !participant.isVideo || cameraOff || hasFrame(source.video);
      }),
    close() {
      stopClock();
      frameListeners.clear();
      canvasVideo.getTracks().forEach((track) => track.stop());
      for (const source of sources.values()) source.video.srcObject = null;
      sources.clear();
      audio.close();
    },
  };
}
