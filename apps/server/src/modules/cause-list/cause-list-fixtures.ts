import { API_PREFIX, type CauseListInput } from '@nyaya/shared';
import { VALID_CAUSE_LIST_ENTRY } from '@nyaya/shared/testing';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { causeListEntries, hearingSessions, recordings } from '../../db/schema/index.ts';
import { csrf } from '../../test/http.ts';
import type { TestClient } from '../../test/client.ts';

export const CAUSE_LIST_PATH = '/causeList/controller';

/** A valid Cause List Entry form; override any field (undefined leaves it out). */
export function entryBody(overrides: Partial<Record<keyof CauseListInput, unknown>> = {}) {
  return {
    ...VALID_CAUSE_LIST_ENTRY,
    ...overrides,
  };
}

/** The test client's DELETE sends no body; deleteCauseList takes its ids in one. */
export function deleteAs(app: App, client: TestClient, body: object) {
  return app.inject({
    method: 'DELETE',
    url: `${API_PREFIX}${CAUSE_LIST_PATH}/deleteCauseList`,
    ...csrf(client.session),
    remoteAddress: client.ip,
    payload: body,
  });
}

/** An empty cause list for a suite that counts entries: the demo hearings' recordings and sessions go first. */
export async function clearCauseList(db: Database): Promise<void> {
  await db.delete(recordings);
  await db.delete(hearingSessions);
  await db.delete(causeListEntries);
}
