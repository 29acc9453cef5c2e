import { MAX_DATABASE_INTEGER } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateDigest } from '../test/database-state.ts';
import { everyCaller } from '../test/fuzz/callers.ts';
import { apiRoutes, type FuzzCaller } from '../test/fuzz/route-fuzzer.ts';
import type { JsonSchema } from '../test/fuzz/schema-arbitrary.ts';
import { csrf } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A value of the schema's shape, hostile in every text (a NUL, an escape) and every number (past the integer). */
function hostile(schema: JsonSchema | undefined, depth = 0): unknown {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema?.allOf?.[0];
  if (variant) return hostile(variant, depth);
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (depth > 4) return 'x\u0000';
  if (type === 'object' || schema?.properties) {
    return Object.fromEntries(
      Object.entries(schema?.properties ?? {}).map(([key, child]) => [key, hostile(child, depth + 1)]),
    );
  }
  if (type === 'array') return [hostile(schema?.items, depth + 1)];
  if (type === 'integer' || type === 'number') return MAX_DATABASE_INTEGER + 1;
  if (type === 'boolean') return true;
  return 'Room1\u0000\u001b[2J';
}

let t: TestApp;
let callers: FuzzCaller[];
beforeAll(async () => {
  t = await createTestApp();
  callers = await everyCaller(t.app);
});
afterAll(() => t.close());

describe('hostile input to every route that takes a body, a query or a path', () => {
  it('is refused with a 4xx by every caller, and changes nothing', async () => {
    await t.app.ready();
    const before = await stateDigest(t.db);
    const answers: string[] = [];
    let requests = 0;
    for (const { method, path, parameters, body } of apiRoutes(t.app)) {
      if (!body && parameters.length === 0) continue;
      const url = path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(hostile({ type: 'string' }))));
      const query = new URLSearchParams(
        parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter): [string, string] => [parameter.name, String(hostile(parameter.schema))]),
      );
      for (const caller of callers) {
        const withCsrf = csrf(caller.cookies);
        const response = await t.app.inject({
          method: method as 'GET',
          url: query.size > 0 ? `${url}?${query}` : url,
          cookies: withCsrf.cookies,
          headers: withCsrf.headers,
          remoteAddress: caller.ip,
          ...(body ? { payload: hostile(body) as object } : {}),
        });
        requests++;
        if (response.statusCode < 400 || response.statusCode >= 500)
          answers.push(`${method} ${path} as ${caller.name}: ${response.statusCode}`);
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(answers).toEqual([]);
    expect(await stateDigest(t.db)).toBe(before);
  });
});
