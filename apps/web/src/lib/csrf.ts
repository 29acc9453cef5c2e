import { API_PREFIX, csrfCookieName } from '@nyaya/shared';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}

/**
 * The cookie the server hands out: the __Host- one where cookies are Secure, which the server alone reads then,
 * so it is preferred over a plain one left from an http visit.
 */
const readCsrfCookie = () => readCookie(csrfCookieName(true)) ?? readCookie(csrfCookieName(false));

let pending: Promise<void> | undefined;

/** GET /auth/csrf sets the cookie; concurrent first calls share one request. */
function fetchCsrfCookie(): Promise<void> {
  pending ??= fetch(`${API_PREFIX}/auth/csrf`, { credentials: 'same-origin' })
    .then(() => undefined)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The double-submit token: the value of the JS-readable CSRF cookie, fetched first if there is none. */
export async function csrfToken(refresh = false): Promise<string> {
  const existing = refresh ? undefined : readCsrfCookie();
  if (existing) return existing;
  await fetchCsrfCookie();
  return readCsrfCookie() ?? '';
}
