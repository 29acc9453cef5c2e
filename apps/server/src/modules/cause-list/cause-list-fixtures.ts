import { API_PREFIX, type CauseListInput } from '@nyaya/shared';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { causeListEntries, hearingSessions, recordings } from '../../db/schema/index.ts';
import { csrf } from '../../test/http.ts';
import type { TestClient } from '../../test/client.ts';

export const CAUSE_LIST_PATH = '/causeList/controller';

/** A valid Cause List Entry form; override any field (undefined leaves it out). */
export function entryBody(overrides: Partial<Record<keyof CauseListInput, unknown>> = {}) {
  return {
    nextDate: '2030-01-15',
    roomNo: 'Room1',
    casestage: 'Arguments',
    cnr: 'DLND010000992024',
    petitioner: 'Ramesh Chand Gupta',
    respondent: 'Delhi Development Authority',
    advocatePetitioner: 'Rohan Mehta',
    advocateRespondent: 'Kavita Sharma',
    caseType: 'Civil',
    filingNumber: '104523',
    filingDate: '2024-02-12',
    registrationNumber: '1187',
    registrationDate: '2024-02-20',
    caseNumber: 'CS-DJ/1187/2024',
    petitionerEnrollmentId: 'D/1234/2020',
    respondentEnrollmentId: 'D/2211/2012',
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
