import { expect, expectAccessible, signInAs, test } from './fixtures';

test('the SuperAdmin opens the admin panel from the dashboard: this instance, its disk and database, errors, and the live rooms', async ({
  page,
}) => {
  await signInAs(page, 'SuperAdmin');
  await page.getByRole('link', { name: 'System Health' }).click();
  await expect(page).toHaveURL(/\/admin\/adminPanel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Connected sockets' })).toBeVisible();
  // This page's own socket is one of them.
  const sockets = page
    .getByRole('heading', { name: 'Connected sockets' })
    .locator('xpath=following-sibling::p');
  await expect.poll(async () => Number(await sockets.textContent())).toBeGreaterThan(0);
  await expect(
    page.getByRole('heading', { name: 'Media disk free' }).locator('xpath=following-sibling::p'),
  ).toHaveText(/\d.* of \d/);
  await expect(
    page.getByRole('heading', { name: 'Database size' }).locator('xpath=following-sibling::p'),
  ).toHaveText(/\d+(\.\d)? MB/);
  await expect(page.getByRole('table', { name: 'Last errors of this instance' })).toBeVisible();
  // The control room's cards, one per streaming room, kept live over the socket.
  await expect(page.getByRole('heading', { level: 2, name: 'Control Room' })).toBeVisible();
  await expect(page.getByText('Room1', { exact: true }).first()).toBeVisible();
  // The cards' links lead to the Controller's pages: the SuperAdmin reads their text instead.
  await expect(page.getByText(/^Today's cause list: \d+$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Today's cause list/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/admin-panel.png', fullPage: true });
});

test('no one but the SuperAdmin opens it', async ({ page }) => {
  await signInAs(page, 'Controller');
  await page.goto('/admin/adminPanel');
  await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toHaveCount(0);
});
