/** Everything under /api (the versioned API, its docs) answers JSON and is never the web app's page. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A method that may change state: what the CSRF check guards and a request's own writes are waited for on. */
export const changesState = (method: string) => STATE_CHANGING.has(method);
