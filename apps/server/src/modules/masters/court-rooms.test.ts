import { MESSAGES, type CourtComplex, type CourtRoom, type StreamingRoom } from '@nyaya/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../core/db/schema/index.ts';
import { DEMO_COURT_ROOM_VALUE } from '../../seed/masters.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let admin: TestClient;
let complexId: number;
let room2: StreamingRoom;

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientAs(t.app, 'SuperAdmin');
  complexId = ((await admin.get('/master/complexes')).json().data as CourtComplex[])[0]?.id ?? 0;
  room2 = ((await admin.get('/master/streamingRooms')).json().data as StreamingRoom[])[1] as StreamingRoom;
});
afterAll(() => t.close());

const rooms = async (): Promise<CourtRoom[]> => (await admin.get('/master/courtrooms')).json().data;

describe('#courtrooms writes', () => {
  it('creates a court room with its streaming room, updates and deletes it', async () => {
    const body = { complexId, name: 'Court No. 9', value: '90^9', streamingRoomId: room2.id };
    const created = await admin.post('/master/courtrooms', body);
    expect(created.statusCode).toBe(201);
    const room: CourtRoom = created.json().data;
    expect(room).toEqual({ id: expect.any(Number), ...body, nameHi: null, streamingRoom: 'Room2' });
    const [logged] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    expect(logged).toMatchObject({ event: 'master_changed', target: 'court room 90^9' });

    const updated = await admin.put(`/master/courtrooms/${room.id}`, {
      ...body,
      name: 'Court No. 10',
      nameHi: 'न्यायालय कक्ष सं. 10',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Court No. 10',
      nameHi: 'न्यायालय कक्ष सं. 10',
      streamingRoom: 'Room2',
    });

    expect((await admin.del(`/master/courtrooms/${room.id}`)).json()).toEqual({
      status: true,
      code: 'deleted',
      message: MESSAGES.deleted,
      data: null,
    });
    expect((await admin.del(`/master/courtrooms/${room.id}`)).statusCode).toBe(404);
  });

  const valid = () => ({ complexId, name: 'Court No. 11', value: '91^1', streamingRoomId: room2.id });
  it.each([
    [{ value: '12' }, 'value', MESSAGES.courtRoomValueFormat],
    [{ value: '1^a' }, 'value', MESSAGES.courtRoomValueFormat],
    [{ value: '' }, 'value', MESSAGES.masterValueRequired],
    [{ name: 'C' }, 'name', MESSAGES.masterNameLength],
    [{ nameHi: 'न' }, 'nameHi', MESSAGES.masterNameHiLength],
    [{ nameHi: ['न्यायालय'] }, 'nameHi', MESSAGES.masterNameHiLength],
    [{ complexId: undefined }, 'complexId', MESSAGES.complexRequired],
    [{ complexId: 999999 }, 'complexId', MESSAGES.complexRequired],
    [{ streamingRoomId: undefined }, 'streamingRoomId', MESSAGES.streamingRoomRequired],
    [{ streamingRoomId: 999999 }, 'streamingRoomId', MESSAGES.streamingRoomRequired],
  ])('refuses %j: 400 on %s, nothing saved', async (change, field, message) => {
    const before = (await rooms()).length;
    const response = await admin.post('/master/courtrooms', { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect((await rooms()).length).toBe(before);
  });

  it('refuses a value in use and an unknown id', async () => {
    const taken = await admin.post('/master/courtrooms', { ...valid(), value: DEMO_COURT_ROOM_VALUE });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      status: false,
      code: 'valueTaken',
      message: MESSAGES.valueTaken,
      field: 'value',
    });
    expect((await admin.put('/master/courtrooms/999999', valid())).statusCode).toBe(404);
  });

  it('keeps a court room a Judge or Reader sits in (409 in use)', async () => {
    const seated = (await rooms()).find((room) => room.value === DEMO_COURT_ROOM_VALUE);
    const response = await admin.del(`/master/courtrooms/${seated?.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, code: 'inUse', message: MESSAGES.inUse });
  });
});

describe('#benches writes', () => {
  it('creates, updates and deletes a bench', async () => {
    const created = await admin.post('/master/benches', { label: 'Division Bench IV (A)', value: 'DHC-DB4' });
    expect(created.statusCode).toBe(201);
    const bench = created.json().data;
    expect(bench).toEqual({
      id: expect.any(Number),
      label: 'Division Bench IV (A)',
      labelHi: null,
      value: 'DHC-DB4',
    });
    const updated = await admin.put(`/master/benches/${bench.id}`, {
      label: 'Vacation Bench (C)',
      labelHi: 'अवकाश पीठ (C)',
      value: 'DHC-DB4',
    });
    expect(updated.json().data).toMatchObject({ label: 'Vacation Bench (C)', labelHi: 'अवकाश पीठ (C)' });
    expect((await admin.del(`/master/benches/${bench.id}`)).statusCode).toBe(200);
    expect((await admin.del(`/master/benches/${bench.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ label: 'Division Bench V', value: 'X5' }, 'label', MESSAGES.benchLabelSuffix],
    [{ label: '', value: 'X5' }, 'label', MESSAGES.masterNameLength],
    [{ label: 'Division Bench V (O)' }, 'value', MESSAGES.masterValueRequired],
    [
      { label: 'Division Bench V (O)', labelHi: 'खंडपीठ V', value: 'X5' },
      'labelHi',
      MESSAGES.benchLabelSuffix,
    ],
    [
      { label: 'Division Bench V (O)', labelHi: `${'प'.repeat(99)} (O)`, value: 'X5' },
      'labelHi',
      MESSAGES.masterNameHiLength,
    ],
  ])('refuses %j: 400 on %s', async (body, field, message) => {
    const response = await admin.post('/master/benches', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
  });

  it('refuses a value in use and an unknown id', async () => {
    const taken = await admin.post('/master/benches', { label: 'Copy (A)', value: 'DHC-DB1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('value');
    expect((await admin.put('/master/benches/999999', { label: 'Copy (A)', value: 'Z' })).statusCode).toBe(
      404,
    );
  });
});
