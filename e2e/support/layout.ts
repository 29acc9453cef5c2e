import { expect, type Page } from '@playwright/test';
import { API_PREFIX } from '@nyaya/shared';
import { expectAccessible } from '../fixtures.ts';
import { saveShot } from './shots.ts';

/** The widths every layout check looks at: a laptop and a small phone. */
export const LAYOUT_VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

/** Boxes laid out in the page's flow: two of them never share pixels unless one holds the other. */
const BOXES = '.card, section[aria-labelledby], section[aria-label]';
/** Boxes drawn over the page: each must be on top of everything where it is and inside the window. */
const OVERLAYS = '.modal-dialog, .popover, .dropdown-menu.show, .viewers-panel, [role=dialog]:not(.modal)';
/**
 * A data table's scrolling region (components/data-table.tsx): below Bootstrap's sm breakpoint each row is a card
 * (theme.css) so that it never scrolls sideways; wider, a table wider than the page scrolls inside it.
 */
const TABLE_REGIONS = '.table-responsive';
const CARDS_BELOW_PX = 576;

type Fault = string;

/** Measured in the page: what is laid over what, what leaves the window, and what scrolls sideways. */
function layoutFaults({
  boxes,
  overlays,
  tableRegions,
  cardsBelowPx,
}: {
  boxes: string;
  overlays: string;
  tableRegions: string;
  cardsBelowPx: number;
}): Fault[] {
  const faults: Fault[] = [];
  const shown = (selector: string) =>
    Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
  const name = (element: HTMLElement) =>
    `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const width = window.innerWidth;
  const height = window.innerHeight;
  // Sub-pixel rounding and a border's width are no overlap.
  const SLACK = 1;

  const inFlow = shown(boxes);
  const drawnOver = shown(overlays);
  for (const element of [...inFlow, ...drawnOver]) {
    const box = element.getBoundingClientRect();
    if (box.left < -SLACK || box.right > width + SLACK)
      faults.push(
        `${name(element)} leaves the window (${Math.round(box.left)}…${Math.round(box.right)} of ${width})`,
      );
  }
  for (const [index, one] of inFlow.entries()) {
    const a = one.getBoundingClientRect();
    for (const other of inFlow.slice(index + 1)) {
      if (one.contains(other) || other.contains(one)) continue;
      const b = other.getBoundingClientRect();
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > SLACK && down > SLACK) faults.push(`${name(one)} overlaps ${name(other)}`);
    }
  }
  for (const overlay of drawnOver) {
    const box = overlay.getBoundingClientRect();
    if (box.top < -SLACK || box.bottom > height + SLACK)
      faults.push(
        `${name(overlay)} leaves the window (${Math.round(box.top)}…${Math.round(box.bottom)} of ${height})`,
      );
    // Its corners (just inside) and middle: whatever is drawn there must be the overlay itself.
    const inset = 4;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ];
    for (const [x = 0, y = 0] of points) {
      const top = document.elementFromPoint(x, y);
      if (top && !overlay.contains(top))
        faults.push(
          `${name(overlay)} is under ${name(top as HTMLElement)} at (${Math.round(x)}, ${Math.round(y)})`,
        );
    }
  }
  const scrolling = document.scrollingElement ?? document.documentElement;
  if (scrolling.scrollWidth > width)
    faults.push(`the page scrolls sideways (${scrolling.scrollWidth} > ${width})`);
  if (width < cardsBelowPx)
    for (const region of shown(tableRegions))
      if (region.scrollWidth > region.clientWidth + SLACK)
        faults.push(`${name(region)} scrolls sideways (${region.scrollWidth} > ${region.clientWidth})`);
  return faults;
}

/**
 * On the screen as it is now: no card or section overlaps another, no dialog, popover or menu is hidden under
 * anything or leaves the window, and nothing scrolls sideways. Polled: a resize or a new language is laid out a
 * frame or two after it lands.
 */
export async function expectNoOverlap(page: Page) {
  const selectors = {
    boxes: BOXES,
    overlays: OVERLAYS,
    tableRegions: TABLE_REGIONS,
    cardsBelowPx: CARDS_BELOW_PX,
  };
  await expect.poll(() => page.evaluate(layoutFaults, selectors)).toEqual([]);
}

/** Resizes the window and waits two frames: what the app lays out from the new width (the sidebar) is drawn. */
async function resizeTo(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}

/** The screen as it is now, at the window's size, is sound: laid out whole (expectNoOverlap) and accessible. */
export async function expectScreenSound(page: Page) {
  await expectNoOverlap(page);
  await expectAccessible(page);
}

/**
 * expectScreenSound at a laptop's width, then the layout at a small phone's (LAYOUT_VIEWPORTS); the window is left
 * at the laptop's size. Axe scans the screen once, at the laptop's width: the WCAG 2.1 A/AA rules it runs (names,
 * roles, labels, contrast) come out the same at both, and a second scan would cost about a second a page, three
 * times the phone's layout check.
 */
export async function expectScreenSoundAtBothWidths(page: Page) {
  const [laptop, phone] = LAYOUT_VIEWPORTS;
  const size = page.viewportSize();
  if (size?.width !== laptop.width || size.height !== laptop.height) await resizeTo(page, laptop);
  await expectScreenSound(page);
  await resizeTo(page, phone);
  await expectNoOverlap(page);
  await resizeTo(page, laptop);
}

/** Pages whose language choice is kept from the account (chooseLanguage). */
const languageKeptHere = new WeakSet<Page>();

/**
 * Chooses a language in the page's language switch and waits for the page to be in it. For this page only: a
 * language chosen while signed in is saved to the account, and another walk signed in as the same demo user at
 * the same time would open in it; the save is held back.
 */
export async function chooseLanguage(page: Page, code: 'en' | 'hi') {
  if (!languageKeptHere.has(page)) {
    languageKeptHere.add(page);
    await page.route(`**${API_PREFIX}/users/me/language`, (route) => route.abort());
  }
  await page.locator('.language-switch select').first().selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/**
 * Runs a check of the screen as it is at each width of LAYOUT_VIEWPORTS in English and in Hindi, each time with
 * expectNoOverlap; the page is left in English at the size it had. With E2E_SHOTS_DIR set, each is saved there as
 * `<shot>-<width>-<language>.png`, to be looked at.
 */
export async function expectLayoutEverywhere(page: Page, shot: string, check: () => Promise<void>) {
  const before = page.viewportSize();
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const code of ['en', 'hi'] as const) {
      await chooseLanguage(page, code);
      await check();
      await expectNoOverlap(page);
      await saveShot(page, `${shot}-${viewport.width}-${code}`);
    }
  }
  await page.setViewportSize(before ?? LAYOUT_VIEWPORTS[0]);
  await chooseLanguage(page, 'en');
}
