import { API_PREFIX, CSRF_COOKIE } from '@nyaya/shared';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}

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
  const existing = refresh ? undefined : readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetchCsrfCookie();
  return readCookie(CSRF_COOKIE) ?? '';
}
