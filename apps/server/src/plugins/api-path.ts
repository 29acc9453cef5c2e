/** Everything under /api (the versioned API, its docs) answers JSON and is never the web app's page. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
