import { MAX_DATABASE_INTEGER, MESSAGES } from '@nyaya/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeListEntries, courtComplexes } from '../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../test/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { deleteAs } from '../test/fixtures/cause-list.ts';

/** One past PostgreSQL's integer: it used to reach the database, which answered "out of range" as a 500. */
const TOO_LARGE = MAX_DATABASE_INTEGER + 1;

let t: TestApp;
let superAdmin: TestClient;
let controller: TestClient;
let individual: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await clientAs(t.app, 'SuperAdmin');
  controller = await clientAs(t.app, 'Controller');
  individual = await clientAs(t.app, 'Individual');
});
afterAll(() => t.close());

type JsonSchema = { type?: string; maximum?: number; [key: string]: unknown };

/** Every number a route's schema takes, anywhere in its parameters or body, with where it is. */
function numbersIn(node: unknown, where: string, found: [string, JsonSchema][] = []) {
  if (!node || typeof node !== 'object') return found;
  const schema = node as JsonSchema;
  if (schema.type === 'integer' || schema.type === 'number') found.push([where, schema]);
  for (const [key, child] of Object.entries(schema)) numbersIn(child, `${where}.${key}`, found);
  return found;
}

describe('ids and counts beyond the database’s integer range', () => {
  it('are refused by the schema of every route that takes a number', async () => {
    await t.app.ready();
    const paths = t.app.swagger().paths ?? {};
    const numbers = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations ?? {}).flatMap(([method, operation]) => {
        const { parameters, requestBody } = operation as { parameters?: unknown; requestBody?: unknown };
        return numbersIn({ parameters, requestBody }, `${method.toUpperCase()} ${path}`);
      }),
    );
    expect(numbers.length).toBeGreaterThan(10);
    const unbounded = numbers
      .filter(([, schema]) => !(typeof schema.maximum === 'number' && schema.maximum <= MAX_DATABASE_INTEGER))
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });

  it('in a body: 400 naming the field, nothing changed', async () => {
    const complexes = async () => (await t.db.select({ total: count() }).from(courtComplexes))[0]?.total;
    const before = await complexes();
    const response = await superAdmin.post('/master/complexes', {
      districtId: TOO_LARGE,
      name: 'Karkardooma Courts',
      value: 'DLSH99',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.districtRequired, field: 'districtId' });
    expect(await complexes()).toBe(before);
  });

  it('in a list of ids: 400, nothing deleted', async () => {
    const entries = async () => (await t.db.select({ total: count() }).from(causeListEntries))[0]?.total;
    const before = await entries();
    const response = await deleteAs(t.app, controller, { streamIds: [1, TOO_LARGE] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.selectCauseListToDelete });
    expect(await entries()).toBe(before);
  });

  it.each([
    ['a path', `/videos/${TOO_LARGE}`, 'hearingId'],
    ['a query', `/master/complexes?districtId=${TOO_LARGE}`, 'districtId'],
    ['a page', `/archival/myRequests?page=${TOO_LARGE}`, 'page'],
  ])('in %s: 400 naming it', async (_, path, field) => {
    const response = await individual.get(path);
    expect(response.statusCode, path).toBe(400);
    expect(response.json()).toMatchObject({ status: false, field });
  });
});
