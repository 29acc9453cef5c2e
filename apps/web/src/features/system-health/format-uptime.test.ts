import { describe, expect, it } from 'vitest';
import { formatUptime } from './format-uptime';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatUptime', () => {
  it('says how long in its two largest units', () => {
    expect(formatUptime(ago(0), NOW, 'en')).toBe('0 sec');
    expect(formatUptime(ago(12.7), NOW, 'en')).toBe('12 sec');
    expect(formatUptime(ago(185), NOW, 'en')).toBe('3 min 5 sec');
    expect(formatUptime(ago(2 * 3600 + 10), NOW, 'en')).toBe('2 hr 0 min');
    expect(formatUptime(ago(26 * 3600 + 59), NOW, 'en')).toBe('1 day 2 hr');
  });

  it('reads a moment a little ahead of this clock as just now', () => {
    expect(formatUptime(ago(-3), NOW, 'en')).toBe('0 sec');
  });

  it('writes the units in the user’s language', () => {
    const hindi = formatUptime(ago(185), NOW, 'hi');
    expect(hindi).toMatch(/^3 \S+ 5 \S+$/);
    expect(hindi).not.toBe('3 min 5 sec');
  });
});
