import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Saves a screenshot (a page's whole length) as `<name>.png` in E2E_SHOTS_DIR where that is set, for a person to
 * look at; no check reads it. Without it, nothing: each one costs the browser a full paint.
 */
export async function saveShot(target: Page | Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const path = join(dir, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
}
