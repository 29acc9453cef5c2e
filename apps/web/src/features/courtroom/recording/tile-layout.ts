import { gridColumns } from '@nyaya/shared';

export type Rect = { x: number; y: number; width: number; height: number };

/** The caption bar under the tiles: court, case number and time, 1/12 of the frame's height. */
export function captionRect(width: number, height: number): Rect {
  const barHeight = Math.round(height / 12);
  return { x: 0, y: height - barHeight, width, height: barHeight };
}

/**
 * Where each of `count` tiles goes in the area above the caption bar: the spec's grid (gridColumns), rows of
 * equal height, and the last row centred when it is not full.
 */
export function tileRects(count: number, area: Rect): Rect[] {
  if (count === 0) return [];
  const columns = gridColumns(count);
  const rows = Math.ceil(count / columns);
  const width = area.width / columns;
  const height = area.height / rows;
  return Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / columns);
    const inRow = row === rows - 1 ? count - row * columns : columns;
    const offset = ((columns - inRow) * width) / 2;
    return {
      x: Math.round(area.x + offset + (index % columns) * width),
      y: Math.round(area.y + row * height),
      width: Math.round(width),
      height: Math.round(height),
    };
  });
}

/** The largest rectangle of the source's aspect ratio inside the tile, centred (letterboxed, never cropped). */
export function containRect(sourceWidth: number, sourceHeight: number, tile: Rect): Rect {
  const scale = Math.min(tile.width / sourceWidth, tile.height / sourceHeight);
  const width = Math.round(sourceWidth * scale);
  const height = Math.round(sourceHeight * scale);
  return {
    x: tile.x + Math.round((tile.width - width) / 2),
    y: tile.y + Math.round((tile.height - height) / 2),
    width,
    height,
  };
}
