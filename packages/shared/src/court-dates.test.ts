import { describe, expect, it } from 'vitest';
import { isCourtWorkingDay, nextCourtWorkingDay } from './court-dates.ts';

describe('court working days', () => {
  it('skips Sundays and the second Saturday of the month, and counts other Saturdays', () => {
    expect(isCourtWorkingDay('2026-11-22')).toBe(false); // Sunday
    expect(isCourtWorkingDay('2026-11-14')).toBe(false); // second Saturday
    expect(isCourtWorkingDay('2026-11-07')).toBe(true); // first Saturday
    expect(isCourtWorkingDay('2026-11-23')).toBe(true); // Monday
  });

  it('finds the next working day across weekends and month ends', () => {
    expect(nextCourtWorkingDay('2026-11-23')).toBe('2026-11-24');
    expect(nextCourtWorkingDay('2026-11-21')).toBe('2026-11-23'); // Saturday → Monday
    expect(nextCourtWorkingDay('2026-11-13')).toBe('2026-11-16'); // Friday → past 2nd Saturday and Sunday
    expect(nextCourtWorkingDay('2026-12-31')).toBe('2027-01-01');
  });
});
