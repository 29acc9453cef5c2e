import { API_PREFIX, DEMO_PASSWORD, MESSAGES } from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../core/db/schema/index.ts';
import { clientOf, type TestClient } from '../test/client.ts';
import { nextIp, post } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let individual: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  individual = await clientOf(t.app, 'individual@example.in', DEMO_PASSWORD);
});
afterAll(() => t.close());

const refusal = (field: string) => ({
  status: false,
  code: 'controlCharacters',
  message: MESSAGES.controlCharacters,
  field,
});
const userCount = async () => (await t.db.select({ total: count() }).from(users))[0]?.total;

describe('text with a control character in it', () => {
  it.each([
    ['a NUL', '12 Court Road\u0000'],
    ['a bell', '12 Court\u0007 Road'],
    ['an escape', '\u001b[31m12 Court Road'],
    ['a DEL', '12 Court Road\u007f'],
  ])('is refused in a sign-up body (%s), naming the field, and no account is made', async (_, address1) => {
    const before = await userCount();
    const response = await post(
      t.app,
      '/auth/signup',
      { ...VALID_ADVOCATE_SIGNUP, address1 },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('address1'));
    expect(await userCount()).toBe(before);
  });

  it('is refused in a path parameter and in a query, naming it', async () => {
    const inPath = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/public/cases/DLCT0100000%002024`,
    });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toEqual(refusal('cnr'));
    const inQuery = await individual.get('/users/profile?language=%01');
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual(refusal('language'));
  });

  it('is refused in a signed-in body, and the profile stays as it was', async () => {
    const before = (await individual.get('/users/profile')).json().data;
    const response = await individual.put('/users/profile', { country: 'IN\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('country'));
    expect((await individual.get('/users/profile')).json().data).toEqual(before);
  });
});
