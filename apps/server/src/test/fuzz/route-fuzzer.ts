import { API_PREFIX, matchMessage } from '@nyaya/shared';
import fc, { type Arbitrary } from 'fast-check';
import type { App } from '../../app.ts';
import type { Database } from '../../core/db/client.ts';
import { stateDigest } from '../database-state.ts';
import { csrf } from '../http.ts';
import { hostileValue, spoiledValueOf, valueOf, type JsonSchema } from './schema-arbitrary.ts';

/** Who calls: anonymous, or a signed-in session of one role. */
export type FuzzCaller = { name: string; cookies: Record<string, string>; ip: string };

type Parameter = { in: 'path' | 'query' | string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type Route = { method: string; path: string; parameters: Parameter[]; body: JsonSchema | undefined };
type FuzzRequest = { route: Route; caller: FuzzCaller; url: string; payload: unknown; spoiled: boolean };

export type FuzzReport = { seed: number; runs: number; routes: number; byStatus: Record<string, number> };

/** Routes left alone: they end the caller's own session, after which all its requests would be 401. */
const ENDS_THE_CALLERS_SESSION = new Set([
  `POST ${API_PREFIX}/auth/logout`,
  `POST ${API_PREFIX}/users/settings/changePassword`,
]);

/** Every API route of the OpenAPI document, with its parameters and JSON body. */
export function apiRoutes(app: App): Route[] {
  return Object.entries(app.swagger().paths ?? {}).flatMap(([path, operations]) =>
    path.startsWith(API_PREFIX)
      ? Object.entries(operations ?? {}).map(([method, value]) => {
          const operation = value as Operation;
          return {
            method: method.toUpperCase(),
            path,
            parameters: operation.parameters ?? [],
            body: operation.requestBody?.content?.['application/json']?.schema,
          };
        })
      : [],
  );
}

/** A value as a path or query carries it. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function requestOf(route: Route, callers: FuzzCaller[]): Arbitrary<FuzzRequest> {
  const fieldValue = (schema: JsonSchema | undefined, spoiled: boolean) =>
    spoiled ? fc.oneof(valueOf(schema), hostileValue) : valueOf(schema);
  return fc.boolean().chain((spoiled) => {
    const path = route.parameters.filter((parameter) => parameter.in === 'path');
    const query = route.parameters.filter((parameter) => parameter.in === 'query');
    return fc
      .record({
        caller: fc.constantFrom(...callers),
        pathValues: fc.tuple(...path.map((parameter) => fieldValue(parameter.schema, spoiled))),
        queryValues: fc.tuple(
          ...query.map((parameter) => fc.option(fieldValue(parameter.schema, spoiled), { nil: undefined })),
        ),
        payload: route.body
          ? spoiled
            ? spoiledValueOf(route.body)
            : valueOf(route.body)
          : fc.constant(undefined),
      })
      .map(({ caller, pathValues, queryValues, payload }) => {
        let index = 0;
        const filled = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(asText(pathValues[index++])));
        const search = new URLSearchParams(
          query.flatMap((parameter, at): [string, string][] =>
            queryValues[at] === undefined ? [] : [[parameter.name, asText(queryValues[at])]],
          ),
        );
        const url = search.size > 0 ? `${filled}?${search}` : filled;
        return { route, caller, url, payload, spoiled };
      });
  });
}

/**
 * What an answer must be: our envelope, a refusal in one of the spec's messages, and never a failure of ours (a
 * 500). A 503 saying so is what a service we depend on earns when it fails (espeak-ng crashes on some input).
 */
function answerProblem(statusCode: number, body: string): string | undefined {
  let answer: { status?: unknown; code?: unknown; message?: unknown } | undefined;
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    // A playlist, a segment, a video or a spoken announcement: not JSON, and not ours to check here.
    return statusCode >= 500 ? `answered ${statusCode}` : undefined;
  }
  const code = typeof answer?.message === 'string' ? matchMessage(answer.message)?.key : undefined;
  const known = code !== undefined;
  if (statusCode >= 500 && !(statusCode === 503 && known)) return `answered ${statusCode}`;
  if (typeof answer?.status !== 'boolean') return undefined;
  if (statusCode >= 400 && !known) {
    return `refused with a message that is not the spec's: ${JSON.stringify(answer.message)}`;
  }
  if (answer.message !== undefined && answer.code !== code) {
    return `answered code ${JSON.stringify(answer.code)} for "${String(answer.message)}"`;
  }
  return undefined;
}

/**
 * Sends generated requests to every route, as each caller: values each schema allows, and the same with one
 * field spoiled by a hostile value. Fails at the first request answered with a 5xx, refused in words that are not
 * one of the spec's messages, or refused after changing the database.
 */
export async function fuzzRoutes(
  app: App,
  db: Database,
  callers: FuzzCaller[],
  { runs, seed }: { runs: number; seed: number },
): Promise<FuzzReport> {
  await app.ready();
  const routes = apiRoutes(app).filter(
    (route) => !ENDS_THE_CALLERS_SESSION.has(`${route.method} ${route.path}`),
  );
  const byStatus: Record<string, number> = {};
  const request = fc.constantFrom(...routes).chain((route) => requestOf(route, callers));
  await fc.assert(
    fc.asyncProperty(request, async ({ route, caller, url, payload }) => {
      const before = await stateDigest(db);
      const withCsrf = csrf(caller.cookies);
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        cookies: withCsrf.cookies,
        headers: withCsrf.headers,
        remoteAddress: caller.ip,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const status = `${Math.floor(response.statusCode / 100)}xx`;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      const problem = answerProblem(response.statusCode, response.body);
      if (problem) throw new Error(`${route.method} ${url} as ${caller.name} ${problem}: ${response.body}`);
      if (response.statusCode >= 400 && (await stateDigest(db)) !== before) {
        throw new Error(
          `${route.method} ${url} as ${caller.name} was refused (${response.statusCode}) yet changed the database`,
        );
      }
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  return { seed, runs, routes: routes.length, byStatus };
}
