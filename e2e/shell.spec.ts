import { courtDate, HOUR_MS, MESSAGES, SIDEBAR, SOCKET_EVENTS, SOCKET_LIMITS } from '@nyaya/shared';
import { ROOM1, expect, expectAccessible, test, signInAs } from './fixtures.ts';
import { sessionSocket } from './support/session-socket.ts';

test.describe('app shell', () => {
  test('a group opens on its pages and closes when the path leaves them', async ({ page }) => {
    await signInAs(page, 'SuperAdmin');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const masters = menu.getByRole('button', { name: 'Masters' });
    await expect(masters).toHaveAttribute('aria-expanded', 'false');

    await masters.click();
    await menu.getByRole('link', { name: 'Reasons' }).click();
    await expect(page).toHaveURL(/\/masters\/reasons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reasons' })).toBeVisible();
    await expect(masters).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Reasons' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(masters).toHaveAttribute('aria-expanded', 'false');
  });

  test('the sidebar collapses to icons and expands back to its full width', async ({ page }) => {
    await signInAs(page, 'Controller');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toHaveJSProperty('offsetWidth', SIDEBAR.expandedWidthPx);

    await page.getByRole('button', { name: 'Toggle main menu' }).click();
    await expect.poll(() => menu.evaluate((nav) => nav.getBoundingClientRect().width)).toBeLessThan(100);
    await expect(menu.getByRole('link', { name: 'Stream Setup' })).toBeVisible();

    await page.getByRole('button', { name: 'Toggle main menu' }).click();
    await expect
      .poll(() => menu.evaluate((nav) => nav.getBoundingClientRect().width))
      .toBe(SIDEBAR.expandedWidthPx);

    // The suite's browsers ask for less motion and get none; otherwise the sidebar and the page take the spec's.
    const durations = () =>
      Promise.all(
        [menu, page.locator('.app-column')].map((box) =>
          box.evaluate((element) => getComputedStyle(element).transitionDuration.split(', ')),
        ),
      ).then((lists) => [...new Set(lists.flat())]);
    await expect.poll(durations).toEqual(['0s']);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(durations).toEqual([`${SIDEBAR.transitionSeconds}s`]);
  });

  test(
    'under 991px the sidebar is hidden, opens from the header and closes on an outside click',
    ROOM1,
    async ({ page }) => {
      await page.setViewportSize({ width: SIDEBAR.collapseBelowPx - 1, height: 800 });
      await signInAs(page, 'Judge');
      await expect(page.getByRole('heading', { level: 1, name: 'Judge Dashboard' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).not.toBeInViewport();

      await page.getByRole('button', { name: 'Toggle main menu' }).click();
      await expect(menu).toBeInViewport();
      await expectAccessible(page);

      await page.mouse.click(SIDEBAR.collapseBelowPx - 40, 400);
      await expect(menu).not.toBeInViewport();
    },
  );

  test(
    "the judge's Cause List item toggles the cause-list panel instead of navigating",
    ROOM1,
    async ({ page }) => {
      await signInAs(page, 'Judge');
      const toggle = page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Cause List' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // On the judge's dashboard the panel is the courtroom's side column.
      const panel = page.getByRole('complementary', { name: 'Cause List' });
      await expect(panel).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // From another page the item opens the courtroom with the panel open.
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Recordings' })
        .click();
      await expect(page).toHaveURL(/\/recordings$/);
      await toggle.click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(panel).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
  );

  test('the footer shows the year and today, the public pages the tagline and a language switch', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Empowering Transparency, Enabling Justice')).toBeVisible();
    await expect(page.getByLabel('Language')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // The court's today (India), whatever zone this machine and the browser are in.
    const [year, mm, dd] = courtDate().split('-');
    await expect(footer).toContainText(`© ${year}`);
    await expect(footer).toContainText(`${dd}-${mm}-${year}`);

    await signInAs(page, 'Reader');
    await expect(page.getByRole('banner').getByLabel('Language')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);

    // A PC whose clock is a day and a half behind still shows the court's today: the server's.
    await page.clock.setFixedTime(new Date(Date.now() - 36 * HOUR_MS));
    await page.reload();
    await expect(page.getByRole('contentinfo')).toContainText(`${dd}-${mm}-${year}`);
  });

  test('placeholder pages of later releases say so, and settings leads back to the dashboard', async ({
    page,
  }) => {
    await signInAs(page, 'Individual');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Recordings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Available Recordings' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a page the role may not open says so, and the role that may sees it', async ({ page }) => {
    await signInAs(page, 'Reader');
    await expect(page.getByRole('heading', { level: 1, name: 'Reader Dashboard' })).toBeVisible();
    await page.goto('/masters/manage-users');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText(MESSAGES.forbidden)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('a tab beyond the sockets one session may hold says what to close, and opens once one is closed', async ({
  page,
  context,
}) => {
  await signInAs(page, 'Individual');
  // The page holds one socket; the rest of the session's allowance goes to sockets opened beside it.
  const others = [];
  for (let count = 1; count < SOCKET_LIMITS.perSession; count++) others.push(await sessionSocket(page));
  const another = await context.newPage();
  await another.goto('/dashboard');
  await expect(another.getByRole('alert')).toContainText(MESSAGES.tooManySessionSockets);
  await expectAccessible(another);

  others.pop()?.socket.close();
  const sessionReady = another.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes(SOCKET_EVENTS.sessionReady),
    }),
  );
  await another.reload();
  await sessionReady;
  await expect(another.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(another.getByText(MESSAGES.tooManySessionSockets)).toHaveCount(0);
  others.forEach(({ socket }) => socket.close());
});
