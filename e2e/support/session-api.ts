import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER } from '@nyaya/shared';
import type { Page } from '@playwright/test';

/** The CSRF header for a change made with the signed-in page's session (page.request sends its cookies). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get(`${API_PREFIX}/auth/csrf`);
  const cookies = await page.context().cookies();
  return { [CSRF_HEADER]: cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '' };
}
