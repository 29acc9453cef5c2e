import { expect, expectAccessible, signInAs, test } from './fixtures';
import { saveShot } from './support/shots.ts';

test('the SuperAdmin opens the admin panel from the dashboard: the disk and database, each instance with its sockets, ffmpeg processes and errors, and the live rooms', async ({
  page,
}) => {
  await signInAs(page, 'SuperAdmin');
  // The dashboard's link (the sidebar has one too).
  await page.getByRole('main').getByRole('link', { name: 'System Health' }).click();
  await expect(page).toHaveURL(/\/admin\/adminPanel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toBeVisible();

  // One instance here (no Redis): the one that answered, named after its host and process.
  const instance = page.getByRole('region', { name: /^\S+ \(process \d+\)$/ });
  await expect(instance).toHaveCount(1);
  await expect(instance.getByRole('heading', { level: 2 })).toHaveText(/^.+ \(process \d+\)$/);
  await expect(instance.getByText('Answered this request')).toBeVisible();
  await expect(instance.getByRole('heading', { name: 'Running since' })).toBeVisible();
  await expect(
    instance.getByRole('heading', { name: 'Memory in use' }).locator('xpath=following-sibling::p'),
  ).toHaveText(/\d+(\.\d)? MB/);
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
  // The suite's server has no BACKUP_DIR (modules/backups/schedule.test.ts takes scheduled backups).
  await expect(
    page.getByRole('heading', { name: 'Last backup' }).locator('xpath=following-sibling::p'),
  ).toHaveText('Not scheduled: set BACKUP_DIR to back up every day');
  await expect(page.getByRole('heading', { level: 2, name: 'Storage' })).toBeVisible();
  // No room streams in this walk: its ffmpeg table says so (room1/3-broadcast.spec.ts streams and relays).
  const processes = instance.getByRole('table', { name: /^ffmpeg processes of .+ \(process \d+\)$/ });
  await expect(processes.getByRole('columnheader')).toHaveText([
    'Room',
    'Process',
    'State',
    'In this state since',
    'For',
  ]);
  await expect(processes.getByText('No ffmpeg runs on this instance.')).toBeVisible();
  await expect(instance.getByRole('table', { name: /^Last errors of .+ \(process \d+\)$/ })).toBeVisible();
  // The control room's cards, one per streaming room, kept live over the socket.
  await expect(page.getByRole('heading', { level: 2, name: 'Control Room' })).toBeVisible();
  await expect(page.getByText('Room1', { exact: true }).first()).toBeVisible();
  // The cards' links lead to the Controller's pages: the SuperAdmin reads their text instead.
  await expect(page.getByText(/^Today's cause list: \d+$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Today's cause list/ })).toHaveCount(0);
  await expectAccessible(page);
  await saveShot(page, 'admin-panel');
});

test('no one but the SuperAdmin opens it', async ({ page }) => {
  await signInAs(page, 'Controller', '/admin/adminPanel');
  await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toHaveCount(0);
});
