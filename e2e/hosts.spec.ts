import { MESSAGES, courtTomorrow } from '@nyaya/shared';
import { expect, expectAccessible, signInAs, test } from './fixtures';
import { saveShot } from './support/shots.ts';
import { expectToast } from './support/toasts.ts';

const JUDGE = 'Anita Verma';

// Tomorrow, so that the walk never moves the demo Judge while other walks use her courtroom today.
test('the SuperAdmin sees who presides where and sets a substitute judge for a court room tomorrow', async ({
  page,
}) => {
  await signInAs(page, 'SuperAdmin');
  await page.getByRole('link', { name: 'Presiding and Substitute Judges' }).click();
  await expect(page).toHaveURL(/\/admin\/host$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Presiding and Substitute Judges' }),
  ).toBeVisible();

  // One court complex at a time, the first to begin with: the demo Judge presides in Court No. 1 there.
  const complex = page.getByLabel('Court complex');
  await expect(complex).toHaveValue('Central / Tis Hazari Courts');
  const presiding = page.getByRole('combobox', { name: /^Presiding judge of / });
  await expect(presiding).toHaveCount(3);
  await complex.selectOption({ label: 'Every court complex' });
  await expect.poll(() => presiding.count()).toBeGreaterThan(3);
  await complex.selectOption({ label: 'Central / Tis Hazari Courts' });
  await expect(presiding).toHaveCount(3);
  const presidingJudges = await presiding.evaluateAll((selects) =>
    selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.text),
  );
  const own = presidingJudges.indexOf(JUDGE);
  expect(own, 'the demo Judge presides in a court room').toBeGreaterThanOrEqual(0);

  await page.getByLabel('Date').fill(courtTomorrow());
  const substitutes = page.getByRole('combobox', { name: /^Substitute judge of / });
  // The presiding judge is not offered as their own court room's substitute.
  await expect(substitutes.nth(own).getByRole('option', { name: JUDGE })).toHaveCount(0);

  const other = own === 0 ? 1 : 0;
  // The table's rows, after its header row, are the court rooms in the order of the lists.
  const row = page.getByRole('row').nth(other + 1);
  const substitute = row.getByRole('combobox', { name: /^Substitute judge of / });
  await row.getByRole('button', { name: 'Save' }).nth(1).click();
  await expect(substitute).toHaveAccessibleDescription(MESSAGES.hostJudgeUnknown);

  await substitute.selectOption({ label: JUDGE });
  await row.getByRole('button', { name: 'Save' }).nth(1).click();
  await expectToast(page, MESSAGES.substituteJudgeSaved);
  await expect(row.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(substitute).toHaveValue(/.+/);
  await expectAccessible(page);
  await saveShot(page, 'hosts');

  await row.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, MESSAGES.substituteJudgeRemoved);
  await expect(substitute).toHaveValue('');
  await expect(row.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});

test('no one but the SuperAdmin opens it', async ({ page }) => {
  await signInAs(page, 'Controller', '/admin/host');
  await expect(page.getByRole('heading', { level: 1, name: 'Presiding and Substitute Judges' })).toHaveCount(
    0,
  );
});
