import { API_PREFIX, type CourtComplex, type CourtRoom, type District } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let individual: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  individual = await clientAs(t.app, 'Individual');
});
afterAll(() => t.close());

describe('master data reads (any signed-in user)', () => {
  it('refuses anonymous callers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/master/districts` });
    expect(response.statusCode).toBe(401);
  });

  it('#districts lists the seeded Delhi districts by name', async () => {
    const response = await individual.get('/master/districts');
    expect(response.statusCode).toBe(200);
    const districts: District[] = response.json().data;
    expect(districts).toHaveLength(11);
    expect(districts[0]).toEqual({ id: expect.any(Number), name: 'Central', value: 'CT' });
    const names = districts.map((district) => district.name);
    expect(names).toEqual([...names].sort());
  });

  it('#complexes lists all, or those of one district', async () => {
    const all: CourtComplex[] = (await individual.get('/master/complexes')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(12);
    const districts: District[] = (await individual.get('/master/districts')).json().data;
    const newDelhi = districts.find((district) => district.value === 'ND');
    const response = await individual.get(`/master/complexes?districtId=${newDelhi?.id}`);
    expect(response.json().data.map(({ name, nameHi }: CourtComplex) => [name, nameHi])).toEqual([
      ['Patiala House Courts', 'पटियाला हाउस न्यायालय'],
      ['Rouse Avenue Courts', 'राउज़ एवेन्यू न्यायालय'],
    ]);
  });

  it('#complexes refuses a district id that is no number', async () => {
    const response = await individual.get('/master/complexes?districtId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, field: 'districtId' });
  });

  it('#courtrooms lists the rooms of a complex with their streaming room, in order', async () => {
    const [first] = (await individual.get('/master/complexes')).json().data as CourtComplex[];
    const response = await individual.get(`/master/courtrooms?complexId=${first?.id}`);
    expect(response.statusCode).toBe(200);
    const rooms: CourtRoom[] = response.json().data;
    expect(rooms).toHaveLength(3);
    expect(rooms.every((room) => room.complexId === first?.id)).toBe(true);
    expect(rooms.map((room) => room.streamingRoom)).toEqual(['Room1', 'Room2', 'Room3']);
    expect(rooms[0]).toEqual({
      id: expect.any(Number),
      complexId: first?.id,
      name: expect.stringMatching(/^Court No\. 1/),
      nameHi: expect.stringMatching(/^न्यायालय कक्ष सं\. 1/),
      value: expect.stringMatching(/^\d+\^1$/),
      streamingRoomId: expect.any(Number),
      streamingRoom: 'Room1',
    });
  });

  it('#benches lists the High Court benches', async () => {
    const response = await individual.get('/master/benches');
    expect(response.json().data).toHaveLength(7);
    expect(response.json().data[0]).toEqual({
      id: expect.any(Number),
      label: "Hon'ble the Chief Justice's Bench (A)",
      labelHi: 'माननीय मुख्य न्यायाधीश की पीठ (A)',
      value: 'DHC-DB1',
    });
  });

  it('#streamingRooms lists Room1 to Room3', async () => {
    const response = await individual.get('/master/streamingRooms');
    expect(response.json()).toEqual({
      status: true,
      data: ['Room1', 'Room2', 'Room3'].map((name) => ({ id: expect.any(Number), name })),
    });
  });
});
