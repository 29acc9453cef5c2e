import { describe, expect, it } from 'vitest';
import { formatDay, formatIstDateTime, formatLongDay } from './format-date';

describe('formatLongDay', () => {
  it('writes a court day out in English as in India', () => {
    expect(formatLongDay('2026-11-24', 'en')).toBe('Tuesday, 24 November 2026');
  });

  it('writes it in Hindi with Hindi weekday and month names', () => {
    expect(formatLongDay('2026-11-24', 'hi')).toBe('मंगलवार, 24 नवंबर 2026');
  });
});

describe('numeric dates', () => {
  it('stay dd-mm-yyyy whatever the language', () => {
    expect(formatDay('2026-11-24')).toBe('24-11-2026');
    expect(formatIstDateTime('2026-11-24T04:30:00Z')).toBe('24-11-2026 10:00 IST');
  });
});
