import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COURT_TIME_ZONE,
  courtDate,
  courtDaysAgo,
  courtNow,
  courtTomorrow,
  followCourtClock,
  isCourtWorkingDay,
  nextCourtWorkingDay,
  pinCourtDate,
  readCourtClock,
} from './court-dates.ts';

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

describe('the court clock', () => {
  afterEach(() => {
    pinCourtDate(undefined);
    vi.useRealTimers();
  });
  /** Sets this machine's clock (Date only). */
  const clockAt = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  it("gives an instant's date in India as the zone's own data does, from 1950 to 2100", () => {
    const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: COURT_TIME_ZONE });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          expect(courtDate(at)).toBe(inIndia.format(at));
        },
      ),
    );
  });

  it('turns the day at midnight in India (18:30 UTC)', () => {
    clockAt('2026-11-27T18:29:59Z');
    expect(courtDate()).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-27T18:30:00Z'));
    expect(courtDate()).toBe('2026-11-28');
    expect(courtTomorrow()).toBe('2026-11-29');
    expect(courtDaysAgo(28)).toBe('2026-10-31');
  });

  it('pinned, keeps its day past midnight, for today, tomorrow and days back; an instant keeps its own day', () => {
    clockAt('2026-11-27T18:29:50Z');
    pinCourtDate('2026-11-27');
    vi.setSystemTime(new Date('2026-11-27T18:30:10Z'));
    expect(courtDate()).toBe('2026-11-27');
    expect(courtTomorrow()).toBe('2026-11-28');
    expect(courtDaysAgo(1)).toBe('2026-11-26');
    expect(courtDate(new Date())).toBe('2026-11-28');
    expect(readCourtClock()).toEqual({ today: '2026-11-27', now: '2026-11-27T18:30:10.000Z', pinned: true });
    pinCourtDate(undefined);
    expect(courtDate()).toBe('2026-11-28');
  });

  it("in a browser whose clock is wrong, goes by the server's clock, and turns the day with it", () => {
    // This PC is a day and an hour behind the server.
    clockAt('2026-11-26T12:00:00Z');
    followCourtClock({ today: '2026-11-27', now: '2026-11-27T13:00:00.000Z', pinned: false });
    expect(courtDate()).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-26T17:30:00Z')); // the server's 18:30 UTC: midnight in India
    expect(courtDate()).toBe('2026-11-28');
    expect(new Date(courtNow()).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it("follows a server that holds its day (a test run's COURT_DATE), whatever the time", () => {
    clockAt('2026-11-27T18:29:55Z');
    followCourtClock({ today: '2026-11-27', now: '2026-11-27T18:29:55.000Z', pinned: true });
    vi.setSystemTime(new Date('2026-11-28T01:00:00Z'));
    expect(courtDate()).toBe('2026-11-27');
  });

  it('keeps the time of a server that holds its day, though this machine is hours out', () => {
    // A test server whose clock is set to just before midnight in India, read from a browser on the real clock.
    clockAt('2026-11-28T07:00:00Z');
    followCourtClock({ today: '2026-11-27', now: '2026-11-27T18:29:50.000Z', pinned: true });
    expect(courtDate()).toBe('2026-11-27');
    expect(new Date(courtNow()).toISOString()).toBe('2026-11-27T18:29:50.000Z');
  });
});
