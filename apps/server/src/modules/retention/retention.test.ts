import { MESSAGES, RETENTION_DAYS } from '@nyaya/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { retentionDays } from './service.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let controller: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());

const read = async () => (await controller.post('/master/getretentionPeriod', { message: 'ignored' })).json();

describe('#getretentionPeriod', () => {
  it('answers the seeded defaults in the spec’s field names', async () => {
    expect(await read()).toEqual({
      status: true,
      data: {
        retentionDistrictCourtDays: RETENTION_DAYS.default,
        retentionHighCourtDays: RETENTION_DAYS.default,
      },
    });
  });
});

describe('#retentionPeriod', () => {
  it('saves both periods from text or numbers, logs the change, and the job reads them', async () => {
    const response = await controller.post('/master/retentionPeriod', {
      districtCourtDays: '60',
      highCourtDays: 120,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'retentionSaved',
      message: MESSAGES.retentionSaved,
      data: { retentionDistrictCourtDays: 60, retentionHighCourtDays: 120 },
    });
    expect((await read()).data).toEqual({ retentionDistrictCourtDays: 60, retentionHighCourtDays: 120 });
    expect(await retentionDays(t.db)).toEqual({ district: 60, high: 120 });
    const [logged] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    expect(logged).toMatchObject({
      event: 'retention_changed',
      role: 'Controller',
      detail: `district ${RETENTION_DAYS.default} → 60, high ${RETENTION_DAYS.default} → 120`,
    });
  });

  it.each([
    [{ highCourtDays: '30' }, 'districtCourtDays', MESSAGES.retentionRequired],
    [{ districtCourtDays: '', highCourtDays: '30' }, 'districtCourtDays', MESSAGES.retentionRequired],
    [{ districtCourtDays: '3o', highCourtDays: '30' }, 'districtCourtDays', MESSAGES.retentionDigits],
    [{ districtCourtDays: '-5', highCourtDays: '30' }, 'districtCourtDays', MESSAGES.retentionDigits],
    [{ districtCourtDays: '1.5', highCourtDays: '30' }, 'districtCourtDays', MESSAGES.retentionDigits],
    [{ districtCourtDays: '0', highCourtDays: '30' }, 'districtCourtDays', MESSAGES.retentionRange],
    [{ districtCourtDays: '30', highCourtDays: '3651' }, 'highCourtDays', MESSAGES.retentionRange],
    [{ districtCourtDays: '30', highCourtDays: 99999 }, 'highCourtDays', MESSAGES.retentionRange],
  ])('refuses %j: 400 on %s, nothing saved', async (body, field, message) => {
    const before = (await read()).data;
    const response = await controller.post('/master/retentionPeriod', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect((await read()).data).toEqual(before);
  });

  it('is not for a Judge', async () => {
    const judge = await clientAs(t.app, 'Judge');
    expect((await judge.post('/master/getretentionPeriod')).statusCode).toBe(403);
  });
});
