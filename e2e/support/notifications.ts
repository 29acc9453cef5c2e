import type { Page } from '@playwright/test';

type Shown = { title: string; body: string | undefined };

/** Notes every system notification the page shows (the browser's own Notification, only watched). */
export async function watchNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body: string | undefined }[] = [];
    Object.assign(window, { notificationsShown: shown });
    window.Notification = class extends window.Notification {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    };
  });
}

export function notificationsShown(page: Page): Promise<Shown[]> {
  return page.evaluate(() => (window as unknown as { notificationsShown: Shown[] }).notificationsShown);
}
