import { followCourtClock, pinCourtDate } from '@nyaya/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewalDelay } from './get-hearing-video';

describe('renewalDelay', () => {
  afterEach(() => {
    pinCourtDate(undefined);
    vi.useRealTimers();
  });

  /** This phone's clock reads `phone` while the server's reads `server`. */
  function clocks(phone: string, server: string) {
    vi.useFakeTimers({ now: new Date(phone) });
    followCourtClock({ today: server.slice(0, 10), now: server, pinned: false });
  }

  it('renews a minute before the addresses expire, sooner for a short life, never more than once a second', () => {
    clocks('2026-11-29T10:00:00.000Z', '2026-11-29T10:00:00.000Z');
    expect(renewalDelay('2026-11-29T11:00:00.000Z')).toBe(59 * 60_000);
    expect(renewalDelay('2026-11-29T10:00:10.000Z')).toBe(8_000);
    expect(renewalDelay('2026-11-29T09:00:00.000Z')).toBe(1_000);
    expect(renewalDelay(undefined)).toBe(false);
  });

  it("goes by the server's clock on a phone whose clock is hours out, either way", () => {
    clocks('2026-11-29T03:00:00.000Z', '2026-11-29T10:00:00.000Z');
    expect(renewalDelay('2026-11-29T11:00:00.000Z')).toBe(59 * 60_000);
    clocks('2026-11-29T17:00:00.000Z', '2026-11-29T10:00:00.000Z');
    expect(renewalDelay('2026-11-29T11:00:00.000Z')).toBe(59 * 60_000);
  });
});
