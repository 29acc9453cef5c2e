import { API_PREFIX, followCourtClock, type ApiSuccess, type HealthStatus } from '@nyaya/shared';

/** How long the first page waits for the server's clock before it goes by this machine's. */
const CLOCK_WAIT_MS = 3_000;

/**
 * The court's today by the server's clock, not this machine's: a PC whose clock is wrong still shows the court's
 * day (the footer, today's lists, the dates forms accept), and a test server's held day is the page's too. Asked
 * once, beside the session (which the first page's guard waits for anyway); with no answer the app goes by this
 * machine's clock.
 */
export async function followServerCourtClock(): Promise<void> {
  try {
    const askedAt = Date.now();
    const response = await fetch(`${API_PREFIX}/health`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(CLOCK_WAIT_MS),
    });
    if (!response.ok) return;
    const answer = (await response.json()) as ApiSuccess<HealthStatus>;
    // The server read its clock about halfway through the round trip.
    followCourtClock(answer.data.courtClock, (askedAt + Date.now()) / 2);
  } catch {
    // No answer in time: this machine's clock.
  }
}
