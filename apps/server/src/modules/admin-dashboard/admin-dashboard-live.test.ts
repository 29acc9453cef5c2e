import { COURTROOM_EVENTS as E, type AdminDashboardStats } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { recordings } from '../../core/db/schema/index.ts';
import { clientAs } from '../../test/client.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';

const suite = courtroomSuite({ cleanUp: async (t) => void (await t.db.delete(recordings)) });

async function dashboard(): Promise<AdminDashboardStats> {
  const admin = await clientAs(suite.t.app, 'SuperAdmin');
  const response = await admin.get('/master/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('#adminDashboard courtrooms and recordings (issue 37)', () => {
  it('counts the courtrooms with a hearing in progress, as the control room does', async () => {
    expect((await dashboard()).liveCourtrooms).toBe(0);
    const judge = await suite.open(suite.judge);
    await granted(judge, E.joinRoom, {});
    await granted(judge, E.setHearing, {
      roomId: 'Room1',
      hearingId: await todaysHearingId(suite.t.db, OWN_CASE),
    });
    expect((await dashboard()).liveCourtrooms).toBe(1);
  });

  it('counts every recording kept, available or expired, and the bytes of their files', async () => {
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    await suite.t.db.insert(recordings).values([
      { hearingId, file: 'dashboard-1.mp4', sizeBytes: 3_000_000_000 },
      { hearingId, file: 'dashboard-2.mp4', sizeBytes: 1234, state: 'expired', expiredAt: new Date() },
    ]);
    expect(await dashboard()).toMatchObject({ recordings: 2, storageBytes: 3_000_001_234 });
  });
});
