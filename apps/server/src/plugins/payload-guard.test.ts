import {
  API_PREFIX,
  DEMO_PASSWORD,
  MESSAGES,
  PAYLOAD_MAX_BYTES,
  PAYLOAD_MAX_DEPTH,
  SESSION_COOKIE,
} from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateDigest } from '../test/database-state.ts';
import { clientOf, type TestClient } from '../test/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { inspectPayload } from './payload-inspection.ts';

let t: TestApp;
let individual: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  individual = await clientOf(t.app, 'individual@example.in', DEMO_PASSWORD);
});
afterAll(() => t.close());

/** `levels` arrays inside each other: the 16 KB body of the attack at 8,000. */
const nestedText = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** `levels` objects inside each other, the innermost holding `inner`: the body's root is the first level. */
const nestedValue = (levels: number, inner: unknown = 'x'): unknown =>
  Array.from({ length: levels }).reduce<unknown>((value) => ({ crnNumber: value }), inner);

describe('a request body nested deeper than the limit', () => {
  it('from an anonymous caller (a bearer token that is no session) is refused 401 before it is read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/streaming/crnSearch`,
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      payload: nestedText(8000),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, code: 'notSignedIn', message: MESSAGES.notSignedIn });
  });

  it('from a signed-in caller is refused 400 naming the problem, and changes nothing', async () => {
    const before = await stateDigest(t.db);
    const attack = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/streaming/crnSearch`,
      headers: {
        authorization: `Bearer ${individual.session[SESSION_COOKIE]}`,
        'content-type': 'application/json',
      },
      payload: nestedText(8000),
    });
    expect(attack.statusCode).toBe(400);
    expect(attack.json()).toEqual({
      status: false,
      code: 'payloadTooDeep',
      message: MESSAGES.payloadTooDeep,
    });
    const justPast = await individual.put('/users/profile', nestedValue(PAYLOAD_MAX_DEPTH + 1) as object);
    expect(justPast.json()).toEqual({
      status: false,
      code: 'payloadTooDeep',
      message: MESSAGES.payloadTooDeep,
    });
    expect(await stateDigest(t.db)).toBe(before);
  });

  it('at the limit reaches the schema, which names the field', async () => {
    const atLimit = await individual.post('/streaming/crnSearch', nestedValue(PAYLOAD_MAX_DEPTH) as object);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toMatchObject({ status: false, field: 'crnNumber' });
    expect(atLimit.json().message).not.toBe(MESSAGES.payloadTooDeep);
  });

  it('larger than the limit is refused 413 before it is parsed, and 401 first for an anonymous caller', async () => {
    const crnNumber = Array.from({ length: PAYLOAD_MAX_BYTES / 2 }, () => 0);
    const large = await individual.post('/streaming/crnSearch', { crnNumber });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      status: false,
      code: 'payloadTooLarge',
      message: MESSAGES.payloadTooLarge,
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/streaming/crnSearch`,
      headers: { authorization: 'Bearer nope' },
      payload: { crnNumber },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a wide body within the limit is answered 400 by the schema, not 500', async () => {
    const wide = await individual.post('/streaming/crnSearch', {
      crnNumber: Array.from({ length: 20_000 }, () => 0),
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({ status: false, field: 'crnNumber' });
  });
});

describe('inspectPayload', () => {
  it('names the first field with a control character, its key included', () => {
    expect(inspectPayload({ a: 'ok', b: { c: ['fine', 'x\u0000'] } })).toEqual({
      message: MESSAGES.controlCharacters,
      path: ['b', 'c', '1'],
    });
    expect(inspectPayload({ 'bad\u0007key': 1 })?.path).toEqual(['bad\u0007key']);
  });

  it('counts text and binary against the bound, and takes binary as a whole', () => {
    expect(inspectPayload({ note: 'x'.repeat(11) }, { maxBytes: 10 })?.message).toBe(
      MESSAGES.payloadTooLarge,
    );
    expect(inspectPayload({ chunk: Buffer.alloc(11) }, { maxBytes: 10 })?.message).toBe(
      MESSAGES.payloadTooLarge,
    );
    expect(inspectPayload({ chunk: Buffer.from('\u0000\u0000') })).toBeUndefined();
    expect(inspectPayload(nestedValue(PAYLOAD_MAX_DEPTH, 'x'.repeat(8)), { maxBytes: 1000 })).toBeUndefined();
  });

  it('reads a hundred thousand levels without exhausting the stack', () => {
    expect(inspectPayload(JSON.parse(nestedText(100_000)))).toEqual({
      message: MESSAGES.payloadTooDeep,
      path: [],
    });
  });
});
