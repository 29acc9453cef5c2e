import type { Page } from '@playwright/test';
import { SIDEBAR, type Role } from '@nyaya/shared';
import { ROOM1, DEMO_ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import {
  LAYOUT_VIEWPORTS,
  chooseLanguage,
  expectScreenSound,
  expectScreenSoundAtBothWidths,
} from './support/layout.ts';
import { TEXTS, textsOfPage } from './support/locale-texts.ts';

const SETTINGS = ['Profile', 'Change Password', 'Change Contact Info', 'Reset Password'];

/** What each role must see: its dashboard heading, the banner, and exactly these sidebar items in order. */
const EXPECTED: Record<
  Role,
  { heading: string; banner: boolean; menu: string[]; groups: Record<string, string[]> }
> = {
  Judge: {
    heading: 'Judge Dashboard',
    banner: false,
    menu: ['Dashboard', 'Settings', 'Cause List', 'Recordings', 'Logout'],
    groups: { Settings: SETTINGS },
  },
  Advocate: {
    heading: 'Advocate Dashboard',
    banner: true,
    menu: ['Dashboard', 'Settings', 'Live Sessions', 'Logout'],
    groups: { Settings: SETTINGS },
  },
  Individual: {
    heading: 'User Dashboard',
    banner: true,
    menu: ['Dashboard', 'Settings', 'Recordings', 'Logout'],
    groups: { Settings: SETTINGS },
  },
  Reader: {
    heading: 'Reader Dashboard',
    banner: false,
    menu: ['Dashboard', 'Settings', 'Logout'],
    groups: { Settings: SETTINGS },
  },
  Controller: {
    heading: 'Control Room Dashboard',
    banner: true,
    menu: [
      'Dashboard',
      'Settings',
      'Judge Dashboard',
      'Cause List',
      'Archival Request',
      'Verify Advocates',
      'Access Logs',
      'Retention Duration',
      'Stream Setup',
      'Logout',
    ],
    groups: { Settings: SETTINGS },
  },
  SuperAdmin: {
    heading: 'Admin Dashboard',
    banner: true,
    menu: ['Dashboard', 'Settings', 'Masters', 'System Health', 'IP Configuration', 'Logout'],
    groups: {
      Settings: SETTINGS,
      Masters: [
        'Users',
        'Court Masters',
        'High Court Benches',
        'Presiding Judges',
        'Verify Advocates',
        'Access Logs',
        'Retention Duration',
        'Reasons',
      ],
    },
  },
  Admin: {
    heading: 'Dashboard',
    banner: true,
    menu: ['Dashboard', 'Settings', 'Logout'],
    groups: { Settings: SETTINGS },
  },
};

const DASHBOARD_HEADINGS = Object.values(EXPECTED).map((role) => role.heading);

/**
 * The Settings pages are the same for every role (the profile, password and contact forms say nothing of it): one
 * role's walk lays them out and scans them, the others check that they open.
 */
const SETTINGS_CHECKED_BY: Role = 'Advocate';

// Each role is a walk of its own: they spread over the workers.
test.describe.configure({ mode: 'parallel' });
// The laptop of the layout checks (support/layout.ts): each page is checked at it, then at a small phone's width.
test.use({ viewport: LAYOUT_VIEWPORTS[0] });

/** The page's data is in: no table is loading and no spinner turns (the layout checked is the one people read). */
async function expectLoaded(page: Page) {
  await expect(page.locator('table[aria-busy="true"], .spinner-border')).toHaveCount(0);
}

/** The paths of the pages the main menu links to, with its groups (which must be open) expanded. */
async function menuPages(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return [...new Set(hrefs.filter((href): href is string => href !== null && href !== '/'))];
}

/**
 * Opens a page of the main menu as a person does, with a click (on a phone the menu opened from the header first,
 * its group opened when it is closed): the page changes in the app already loaded, not by loading it anew.
 */
async function openFromMenu(page: Page, href: string) {
  const { nav } = await textsOfPage(page);
  const menu = page.getByRole('navigation', { name: nav.menuLabel });
  if ((page.viewportSize()?.width ?? 0) < SIDEBAR.collapseBelowPx) {
    await page.getByRole('button', { name: nav.toggle }).click();
    await expect(menu).toBeInViewport();
  }
  const linkTo = `a[href="${href}"]`;
  const link = menu.locator(linkTo);
  const group = menu.locator('ul[data-menu-group]', { has: page.locator(linkTo) });
  if ((await group.count()) > 0 && !(await link.isVisible()))
    await menu.locator(`button[aria-controls="${await group.getAttribute('id')}"]`).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

for (const [role, expected] of Object.entries(EXPECTED) as [Role, (typeof EXPECTED)[Role]][]) {
  test(
    `${role} signs in to their own dashboard and sidebar`,
    role === 'Judge' ? ROOM1 : {},
    async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS[role].email);
      await expect(page).toHaveURL(/\/dashboard$/);

      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
      for (const other of DASHBOARD_HEADINGS.filter((heading) => heading !== expected.heading)) {
        await expect(page.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole('img', { name: /banner/i })).toHaveCount(expected.banner ? 1 : 0);
      // The banner reads as what it is, the platform's name and purpose in words, not as grey bars still loading.
      if (expected.banner) {
        const banner = page.getByTestId('dashboard-banner');
        await expect(banner.getByText('Nyaya Live', { exact: true })).toBeVisible();
        await expect(banner.getByText('Empowering Transparency, Enabling Justice')).toBeVisible();
      }

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const topLevel = menu.locator(':scope [data-menu-level="top"]');
      await expect(topLevel).toHaveText(expected.menu);

      for (const [group, items] of Object.entries(expected.groups)) {
        const toggle = menu.getByRole('button', { name: group });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.locator(`[data-menu-group="${group}"] a`)).toHaveText(items);
      }
      await expectLoaded(page);
      await expectScreenSoundAtBothWidths(page);

      // Every page the menu offers opens for this role (never "Not allowed"), is accessible and holds together
      // on a laptop and on a phone.
      const settingsPages = await menu
        .locator('[data-menu-group="Settings"] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of await menuPages(page)) {
        await openFromMenu(page, href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toHaveCount(0);
        if (role !== SETTINGS_CHECKED_BY && settingsPages.includes(href)) continue;
        await expectLoaded(page);
        await expectScreenSoundAtBothWidths(page);
      }

      await menu.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect((await page.request.get('/api/v1/users/me')).status()).toBe(401);

      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/$/);
    },
  );
}

test("the Controller's pages hold together on a phone in Hindi", async ({ page }) => {
  // The role with the most pages; its Hindi texts are longer than the English ones on most of them. 91 s on a
  // slow day's clean-clone run (2026-11-29), against about 21 s on a quiet evening's.
  test.setTimeout(240_000);
  await signIn(page, DEMO_ACCOUNTS.Controller.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const englishMenu = page.getByRole('navigation', { name: 'Main menu' });
  for (const group of Object.keys(EXPECTED.Controller.groups))
    await englishMenu.getByRole('button', { name: group }).click();
  const pages = await menuPages(page);

  // Hindi for this browser only (chooseLanguage keeps it from the demo Controller's account), each page opened
  // from the menu as on a phone.
  await page.setViewportSize(LAYOUT_VIEWPORTS[1]);
  await chooseLanguage(page, 'hi');
  for (const href of pages) {
    await openFromMenu(page, href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (href === '/dashboard')
      await expect(page.getByTestId('dashboard-banner').getByText(TEXTS.hi.app.tagline)).toBeVisible();
    await expectLoaded(page);
    await expectScreenSound(page);
  }
});

test('the Admin dashboard says what the role may do and links to it', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.Admin.email);
  const main = page.getByRole('main');
  await expect(
    main.getByText('Users, court masters, access logs and IP bans are run by a Super Admin'),
  ).toBeVisible();
  const cards: [string, string][] = [
    ['Profile', '/profile'],
    ['Change password', '/changepassword'],
    ['Change contact details', '/changecontactdetails'],
  ];
  for (const [card, href] of cards) {
    await expect(main.getByRole('link', { name: card, exact: true })).toHaveAttribute('href', href);
  }
  await main.getByRole('link', { name: 'Change password', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
});
