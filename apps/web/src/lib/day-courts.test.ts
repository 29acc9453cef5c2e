import { describe, expect, it } from 'vitest';
import { dayCourts } from './day-courts';

const TITLES = new Map([
  ['1^1', 'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)'],
  ['5^1', 'Patiala House Courts (DLND01), Court No. 1 (District & Sessions Judge)'],
]);

describe('dayCourts', () => {
  it('names each court the hearings are heard in once, in list order', () => {
    expect(dayCourts(['5^1', '1^1', '5^1'], '1^1', TITLES)).toEqual([
      'Patiala House Courts (DLND01), Court No. 1 (District & Sessions Judge)',
      'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)',
    ]);
  });

  it("names the user's own court room on a day with no hearing in a court room", () => {
    expect(dayCourts([], '1^1', TITLES)).toEqual([
      'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)',
    ]);
    expect(dayCourts([null], '1^1', TITLES)).toEqual([
      'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)',
    ]);
  });

  it('names nothing it has no title for (the masters still loading), nor without a court room', () => {
    expect(dayCourts(['1^1'], '1^1', new Map())).toEqual([]);
    expect(dayCourts([], null, TITLES)).toEqual([]);
  });
});
