import { CSRF_COOKIE, SECURE_CSRF_COOKIE } from '@nyaya/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfToken } from './csrf';

/** The page's cookies as document.cookie shows them; GET /auth/csrf hands out `handedOut` when asked. */
function cookies(initial: string, handedOut = '') {
  const page = { cookie: initial };
  vi.stubGlobal('document', page);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      page.cookie = [page.cookie, handedOut].filter(Boolean).join('; ');
      return new Response(null, { status: 204 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('csrfToken', () => {
  it('reads the __Host- cookie the server hands out where cookies are Secure', async () => {
    cookies(`${SECURE_CSRF_COOKIE}=secure-token`);
    expect(await csrfToken()).toBe('secure-token');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('prefers the __Host- cookie to a plain one left from an http visit', async () => {
    cookies(`${CSRF_COOKIE}=old-token; ${SECURE_CSRF_COOKIE}=secure-token`);
    expect(await csrfToken()).toBe('secure-token');
  });

  it('reads the plain cookie over http (dev, tests)', async () => {
    cookies(`${CSRF_COOKIE}=plain-token`);
    expect(await csrfToken()).toBe('plain-token');
  });

  it('fetches a cookie when it has none, and reads the __Host- one it gets', async () => {
    cookies('', `${SECURE_CSRF_COOKIE}=fresh-token`);
    expect(await csrfToken()).toBe('fresh-token');
    expect(fetch).toHaveBeenCalledOnce();
  });
});
