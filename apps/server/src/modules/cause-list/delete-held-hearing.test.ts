import { MESSAGES } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeListEntries, hearingSessions, recordings } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CAUSE_LIST_PATH as base, deleteAs, entryBody } from '../../test/fixtures/cause-list.ts';

let t: TestApp;
let controller: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());

async function listed(cnr: string): Promise<number> {
  const response = await controller.post(`${base}/addCauseList`, entryBody({ cnr, caseNumber: `CS/${cnr}` }));
  expect(response.statusCode).toBe(201);
  return response.json().data.hearingId;
}

describe('deleting a hearing that has been held', () => {
  it.each([
    [
      'a recording',
      (id: number) => t.db.insert(recordings).values({ hearingId: id, file: `${id}.mp4`, sizeBytes: 1 }),
    ],
    ['a live session', (id: number) => t.db.insert(hearingSessions).values({ hearingId: id })],
  ])('is refused with 409 while it has %s, and nothing of the selection is deleted', async (_what, hold) => {
    const free = await listed(`DLND0100${String(Math.random()).slice(2, 10)}`);
    const held = await listed(`DLND0200${String(Math.random()).slice(2, 10)}`);
    await hold(held);
    const before = await t.db.select().from(causeListEntries);
    const response = await deleteAs(t.app, controller, { streamIds: [free, held] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'causeListHearingHeld',
      message: MESSAGES.causeListHearingHeld,
    });
    expect(await t.db.select().from(causeListEntries)).toHaveLength(before.length);
  });
});
