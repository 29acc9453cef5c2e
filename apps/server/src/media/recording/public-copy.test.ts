import { describe, expect, it } from 'vitest';
import { keptRanges } from './public-copy.ts';

describe('keptRanges', () => {
  it('keeps what lies around the withheld stretches, in order, merging those that overlap', () => {
    const excluded = [
      { start: 20, end: 25 },
      { start: 4, end: 10 },
      { start: 8, end: 12 },
    ];
    expect(keptRanges(30, excluded)).toEqual([
      { start: 0, end: 4 },
      { start: 12, end: 20 },
      { start: 25, end: 30 },
    ]);
  });

  it('clips stretches reaching before the start or past the end of the recording', () => {
    expect(keptRanges(16, [{ start: -60, end: 3 }])).toEqual([{ start: 3, end: 16 }]);
    expect(keptRanges(16, [{ start: 12, end: 40 }])).toEqual([{ start: 0, end: 12 }]);
  });

  it('keeps nothing of a recording withheld from start to end', () => {
    expect(keptRanges(16, [{ start: -1, end: 17 }])).toEqual([]);
  });
});
