import { API_PREFIX, MAX_DATABASE_INTEGER, ROLES } from '@nyaya/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../test/client.ts';
import { csrf, nextIp } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Caller = { name: string; cookies: Record<string, string>; ip: string };

/** Tables a refused request may still write to: the record of refusals itself. */
const LOGS_OF_REFUSALS = new Set(['access_log', 'sign_in_failures', '__drizzle_migrations']);

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
const callers: Caller[] = [];
beforeAll(async () => {
  t = await createTestApp();
  callers.push({ name: 'anonymous', cookies: {}, ip: nextIp() });
  for (const role of ROLES) {
    const client = await clientAs(t.app, role);
    callers.push({ name: role, cookies: client.session, ip: client.ip });
  }
});
afterAll(() => t.close());

/** Rows in every table but the logs of refusals. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  // Both drivers (PGlite, node-postgres) answer with rows.
  const { rows } = tables as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows) {
    if (LOGS_OF_REFUSALS.has(table)) continue;
    const counted = (await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as {
      rows: { n: number }[];
    };
    counts[table] = counted.rows[0]?.n ?? 0;
  }
  return counts;
}

describe('hostile input to every route that takes a body, a query or a path', () => {
  it('is refused with a 4xx by every caller, and changes nothing', async () => {
    await t.app.ready();
    const paths = t.app.swagger().paths ?? {};
    const before = await rowCounts();
    const answers: string[] = [];
    let requests = 0;
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith(API_PREFIX)) continue;
      for (const [method, value] of Object.entries(operations ?? {})) {
        const operation = value as Operation;
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const parameters = operation.parameters ?? [];
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
            method: method.toUpperCase() as 'GET',
            url: query.size > 0 ? `${url}?${query}` : url,
            cookies: withCsrf.cookies,
            headers: withCsrf.headers,
            remoteAddress: caller.ip,
            ...(body ? { payload: hostile(body) as object } : {}),
          });
          requests++;
          if (response.statusCode < 400 || response.statusCode >= 500)
            answers.push(`${method.toUpperCase()} ${path} as ${caller.name}: ${response.statusCode}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(answers).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});
