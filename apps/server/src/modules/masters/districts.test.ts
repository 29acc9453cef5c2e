import { MESSAGES, type CourtComplex } from '@nyaya/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientAs(t.app, 'SuperAdmin');
});
afterAll(() => t.close());

async function lastLogLine() {
  const [row] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
  return row;
}

const count = async (path: string) => (await admin.get(path)).json().data.length as number;

describe('#districts writes', () => {
  it('creates a district (201) and logs it', async () => {
    const response = await admin.post('/master/districts', { name: ' Outer North ', value: 'ON' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      code: 'saved',
      message: MESSAGES.saved,
      data: { id: expect.any(Number), name: 'Outer North', value: 'ON' },
    });
    expect(await lastLogLine()).toMatchObject({
      event: 'master_changed',
      role: 'SuperAdmin',
      target: 'district ON',
      detail: 'created Outer North',
    });
  });

  it.each([
    [{ value: 'X1' }, 'name', MESSAGES.masterNameLength],
    [{ name: 'A', value: 'X1' }, 'name', MESSAGES.masterNameLength],
    [{ name: 'A'.repeat(101), value: 'X1' }, 'name', MESSAGES.masterNameLength],
    [{ name: 'Valid' }, 'value', MESSAGES.masterValueRequired],
    [{ name: 'Valid', value: '  ' }, 'value', MESSAGES.masterValueRequired],
    [{ name: 'Valid', value: 'V'.repeat(51) }, 'value', MESSAGES.masterValueTooLong],
  ])('refuses %j: 400 on %s, nothing saved', async (body, field, message) => {
    const before = await count('/master/districts');
    const response = await admin.post('/master/districts', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await count('/master/districts')).toBe(before);
  });

  it('refuses a value already in use (409)', async () => {
    const response = await admin.post('/master/districts', { name: 'Central again', value: 'CT' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      code: 'valueTaken',
      message: MESSAGES.valueTaken,
      field: 'value',
    });
  });

  it('updates a district and logs what changed', async () => {
    const created = (await admin.post('/master/districts', { name: 'Old Name', value: 'OLD' })).json().data;
    const response = await admin.put(`/master/districts/${created.id}`, { name: 'New Name', value: 'OLD' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'saved',
      message: MESSAGES.saved,
      data: { id: created.id, name: 'New Name', value: 'OLD' },
    });
    expect(await lastLogLine()).toMatchObject({ target: 'district OLD', detail: 'name Old Name → New Name' });
    const taken = await admin.put(`/master/districts/${created.id}`, { name: 'New Name', value: 'CT' });
    expect(taken.statusCode).toBe(409);
  });

  it.each([['999999'], ['0'], ['abc'], ['99999999999']])('answers an unknown or bad id %s', async (id) => {
    const response = await admin.put(`/master/districts/${id}`, { name: 'Nobody', value: 'NB' });
    if (id === '999999') {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, code: 'notFound', message: MESSAGES.notFound });
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, field: 'id' });
    }
  });

  it('deletes an unused district, then 404s it', async () => {
    const created = (await admin.post('/master/districts', { name: 'Passing', value: 'PS' })).json().data;
    const response = await admin.del(`/master/districts/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, code: 'deleted', message: MESSAGES.deleted, data: null });
    expect(await lastLogLine()).toMatchObject({ target: 'district PS', detail: 'deleted Passing' });
    expect((await admin.del(`/master/districts/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps a district with court complexes (409 in use)', async () => {
    const [complex] = (await admin.get('/master/complexes')).json().data as CourtComplex[];
    const response = await admin.del(`/master/districts/${complex?.districtId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, code: 'inUse', message: MESSAGES.inUse });
  });

  it('is the SuperAdmin’s alone', async () => {
    const controller = await clientAs(t.app, 'Controller');
    expect((await controller.post('/master/districts', { name: 'Nope', value: 'NO' })).statusCode).toBe(403);
  });
});

describe('#complexes writes', () => {
  async function someDistrictId(): Promise<number> {
    return (await admin.get('/master/districts')).json().data[0].id;
  }

  it('creates, moves and deletes a complex', async () => {
    const districtId = await someDistrictId();
    const created = await admin.post('/master/complexes', {
      districtId,
      name: 'New Complex',
      value: 'DLNC01',
    });
    expect(created.statusCode).toBe(201);
    const complex = created.json().data;
    expect(complex).toEqual({
      id: expect.any(Number),
      districtId,
      name: 'New Complex',
      nameHi: null,
      value: 'DLNC01',
    });

    const other = (await admin.get('/master/districts')).json().data[1].id;
    const moved = await admin.put(`/master/complexes/${complex.id}`, {
      districtId: String(other),
      name: 'New Complex',
      value: 'DLNC01',
    });
    expect(moved.json().data.districtId).toBe(other);
    expect(await lastLogLine()).toMatchObject({
      target: 'court complex DLNC01',
      detail: `district ${districtId} → ${other}`,
    });
    expect((await admin.del(`/master/complexes/${complex.id}`)).statusCode).toBe(200);
  });

  it('keeps a Hindi name, trimmed, and forgets it when emptied', async () => {
    const body = { districtId: await someDistrictId(), name: 'Hindi Complex', value: 'DLHC01' };
    const created = await admin.post('/master/complexes', { ...body, nameHi: '  नया परिसर  ' });
    const complex: CourtComplex = created.json().data;
    expect(complex.nameHi).toBe('नया परिसर');
    const renamed = await admin.put(`/master/complexes/${complex.id}`, { ...body, nameHi: 'नया न्यायालय' });
    expect(renamed.json().data.nameHi).toBe('नया न्यायालय');
    expect(await lastLogLine()).toMatchObject({ detail: 'Hindi name नया परिसर → नया न्यायालय' });
    const emptied = await admin.put(`/master/complexes/${complex.id}`, { ...body, nameHi: ' ' });
    expect(emptied.json().data.nameHi).toBeNull();
    expect((await admin.del(`/master/complexes/${complex.id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ name: 'Complex', value: 'C1' }, 'districtId', MESSAGES.districtRequired],
    [{ districtId: 'x', name: 'Complex', value: 'C1' }, 'districtId', MESSAGES.districtRequired],
    [{ districtId: 999999, name: 'Complex', value: 'C1' }, 'districtId', MESSAGES.districtRequired],
    [{ districtId: 1, name: '', value: 'C1' }, 'name', MESSAGES.masterNameLength],
    [{ districtId: 1, name: 'Complex' }, 'value', MESSAGES.masterValueRequired],
    [{ districtId: 1, name: 'Complex', nameHi: 'न', value: 'C1' }, 'nameHi', MESSAGES.masterNameHiLength],
    [
      { districtId: 1, name: 'Complex', nameHi: 'न'.repeat(101), value: 'C1' },
      'nameHi',
      MESSAGES.masterNameHiLength,
    ],
    [{ districtId: 1, name: 'Complex', nameHi: 7, value: 'C1' }, 'nameHi', MESSAGES.masterNameHiLength],
  ])('refuses %j: 400 on %s, nothing saved', async (body, field, message) => {
    const before = await count('/master/complexes');
    const response = await admin.post('/master/complexes', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await count('/master/complexes')).toBe(before);
  });

  it('refuses a value in use, an unknown id, and deleting a complex with court rooms', async () => {
    const districtId = await someDistrictId();
    const taken = await admin.post('/master/complexes', { districtId, name: 'Copy', value: 'DLCT01' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('value');
    const unknown = await admin.put('/master/complexes/999999', { districtId, name: 'Copy', value: 'ZZ' });
    expect(unknown.statusCode).toBe(404);
    const [withRooms] = (await admin.get('/master/complexes')).json().data as CourtComplex[];
    const inUse = await admin.del(`/master/complexes/${withRooms?.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(MESSAGES.inUse);
    expect((await admin.del('/master/complexes/999999')).statusCode).toBe(404);
  });
});
