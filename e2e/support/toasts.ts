import { expect, type Page } from '@playwright/test';

type ToastWindow = Window & { toastsShown?: string[] };

/**
 * Runs in every page (the context's init script, fixtures.ts): keeps the text of each toast the app shows. A
 * toast hides after 3 s (TOAST_HIDE_MS), and on a busy machine a click can take longer than that to return to the
 * test, so a test that looked for the toast on the screen afterwards could find it already gone.
 */
export function recordToasts() {
  const shown: string[] = [];
  const seen = new WeakSet<Element>();
  (window as ToastWindow).toastsShown = shown;
  new MutationObserver(() => {
    for (const body of Array.from(document.querySelectorAll('.toast .toast-body'))) {
      if (seen.has(body)) continue;
      seen.add(body);
      shown.push((body.textContent ?? '').trim());
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The page has shown a toast saying `message` (it may have hidden since, after its 3 s). Each call takes one
 * toast: that one and those before it are not found again, so the same message expected twice is two toasts.
 */
export async function expectToast(page: Page, message: string) {
  const takeToast = (wanted: string) => {
    const shown = (window as ToastWindow).toastsShown ?? [];
    const at = shown.indexOf(wanted);
    if (at >= 0) shown.splice(0, at + 1);
    return { found: at >= 0, shown: [...shown] };
  };
  await expect
    .poll(() => page.evaluate(takeToast, message), { message: `a toast "${message}"` })
    .toMatchObject({ found: true });
}
