import { DEFAULT_YOUTUBE_RTMP_PREFIX, MESSAGES } from '@nyaya/shared';
import { expect, expectAccessible, test, signInAs } from './fixtures.ts';
import { expectLayoutEverywhere } from './support/layout.ts';
import { expectToast } from './support/toasts.ts';

test('a Controller adds, edits, bulk-delays and deletes stream setups', async ({ page }) => {
  await signInAs(page, 'Controller');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Stream Setup' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stream Setup' })).toBeVisible();
  await expectLayoutEverywhere(page, 'stream-setup', async () => {
    await expect(page.getByRole('table')).toBeVisible();
  });

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText(MESSAGES.selectStreamToEdit)).toBeVisible();

  // Add Room2. The form's rules for each value (the YouTube prefix, the delay) have a component test
  // (stream-form-modal.test.tsx).
  await page.getByRole('button', { name: 'Add' }).click();
  const form = page.getByRole('dialog', { name: 'Stream Setup' });
  // Saved empty: the form's own message once, above the fields, and each field's own message under it.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(MESSAGES.allFieldsRequired)).toHaveCount(1);
  await expect(form.getByRole('alert')).toContainText(MESSAGES.allFieldsRequired);
  await expect(form.getByText(MESSAGES.roomIdRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.youtubeKeyRequired)).toBeVisible();
  await expectLayoutEverywhere(page, 'stream-setup-form', async () => {
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  });
  await expectAccessible(page);
  await form.getByLabel('Room No').selectOption('Room2');
  await form.getByLabel('YouTube Stream URL').fill(`${DEFAULT_YOUTUBE_RTMP_PREFIX}/`);
  await form.getByLabel('YouTube Stream Key').fill('yt-key-room2-abcd');
  await form.getByLabel('Facebook Stream URL').fill('rtmps://live-api-s.facebook.com:443/rtmp/');
  await form.getByLabel('Facebook Stream Key').fill('fb-key-room2-wxyz');
  await form.getByLabel('Live Stream Delay (minutes)').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, MESSAGES.streamSetupSaved);
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: /Room2/ });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('yt-key-room2-abcd');
  await row.getByRole('button', { name: 'Show keys of Room2' }).click();
  await expect(row).toContainText('yt-key-room2-abcd');

  // Edit it: exactly one selected.
  await row.getByRole('checkbox', { name: 'Select Room2' }).check();
  await page.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Live Stream Delay (minutes)').fill('3');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, MESSAGES.streamSetupSaved);
  await expect(page.getByRole('row', { name: /Room2/ })).toContainText('3 min');
  await expect(form).toBeHidden();

  // Bulk delay for the selected setup.
  await page.getByRole('button', { name: 'Delay' }).click();
  await expect(page.getByText(MESSAGES.selectStreamToDelay)).toBeVisible();
  await page.getByRole('row', { name: /Room2/ }).getByRole('checkbox', { name: 'Select Room2' }).check();
  await page.getByRole('button', { name: 'Delay' }).click();
  const delay = page.getByRole('dialog', { name: 'Confirm Delay for All Streams' });
  await delay.getByLabel('Delay (minutes)').fill('12');
  await delay.getByRole('button', { name: 'Confirm Delay' }).click();
  await expect(delay.getByText(MESSAGES.bulkDelayRange)).toBeVisible();
  await delay.getByLabel('Delay (minutes)').fill('5');
  await delay.getByRole('button', { name: 'Confirm Delay' }).click();
  await expectToast(page, MESSAGES.delayUpdated);
  await expect(page.getByRole('row', { name: /Room2/ })).toContainText('5 min');
  // The modal closes together with the selection being cleared: only then is a new selection kept.
  await expect(delay).toBeHidden();

  // Delete it, after the confirmation that lists the room.
  await page.getByRole('row', { name: /Room2/ }).getByRole('checkbox', { name: 'Select Room2' }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Room2');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, MESSAGES.streamSetupsDeleted);
  await expect(page.getByRole('row', { name: /Room2/ })).toHaveCount(0);
});
