import { API_PREFIX, csrfCookieName } from '@nyaya/shared';
import { vi } from 'vitest';

export type SentRequest = { method: string; path: string; body: unknown };

/**
 * The server of a component test: answers the calls listed in `answers` (by "METHOD /path", the path after
 * API_PREFIX without its query) as the API does, `{ status: true, data }` (or with the Response given, e.g. a
 * refusal), and GET /auth/csrf with the cookie a
 * write sends back, so that a form's write does reach it. Any other call is never answered (a list stays loading,
 * a form that sent it stays "saving"); those that would change something (not GET) are kept, with their JSON
 * bodies, in the list it returns.
 */
export function fakeApi(answers: Record<string, unknown> = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input).slice(API_PREFIX.length).split('?')[0] ?? '';
    const answer = `${method} ${path}`;
    if (answer === 'GET /auth/csrf') {
      document.cookie = `${csrfCookieName(false)}=component-test-csrf`;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (answer in answers) {
      const given = answers[answer];
      return Promise.resolve(
        given instanceof Response ? given : Response.json({ status: true, data: given }),
      );
    }
    if (method !== 'GET')
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Promise<Response>(() => undefined);
  });
  return sent;
}
