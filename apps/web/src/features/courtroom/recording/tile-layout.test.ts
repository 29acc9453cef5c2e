import { describe, expect, it } from 'vitest';
import { captionRect, containRect, tileRects } from './tile-layout';

const area = { x: 0, y: 0, width: 1280, height: 660 };

describe('tileRects', () => {
  it('gives one tile the whole area', () => {
    expect(tileRects(1, area)).toEqual([area]);
  });

  it('puts up to 4 tiles in 2 columns', () => {
    expect(tileRects(4, area)).toEqual([
      { x: 0, y: 0, width: 640, height: 330 },
      { x: 640, y: 0, width: 640, height: 330 },
      { x: 0, y: 330, width: 640, height: 330 },
      { x: 640, y: 330, width: 640, height: 330 },
    ]);
  });

  it('centres a last row that is not full', () => {
    const [, , third] = tileRects(3, area);
    expect(third).toEqual({ x: 320, y: 330, width: 640, height: 330 });
  });

  it('uses 3 columns for 6 tiles and 4 columns from 7 on', () => {
    expect(new Set(tileRects(6, area).map((rect) => rect.width))).toEqual(new Set([427]));
    expect(tileRects(8, area).filter((rect) => rect.y === 0)).toHaveLength(4);
    expect(tileRects(9, area).at(-1)).toEqual({ x: 480, y: 440, width: 320, height: 220 });
  });

  it('has no tile for nobody', () => {
    expect(tileRects(0, area)).toEqual([]);
  });
});

describe('containRect', () => {
  it('letterboxes a 4:3 camera in a 16:9 tile', () => {
    expect(containRect(640, 480, { x: 100, y: 0, width: 640, height: 360 })).toEqual({
      x: 180,
      y: 0,
      width: 480,
      height: 360,
    });
  });
});

describe('captionRect', () => {
  it('takes the bottom twelfth of the frame', () => {
    expect(captionRect(1280, 720)).toEqual({ x: 0, y: 660, width: 1280, height: 60 });
  });
});
