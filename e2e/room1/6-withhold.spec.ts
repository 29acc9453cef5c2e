import { DEFAULT_STREAM_DELAY_MINUTES, MESSAGES } from '@nyaya/shared';
import { ROOM1, expect, expectAccessible, test, signInAs } from '../fixtures.ts';
import { endMeeting, hearNow, OWN_CASE } from '../support/courtroom-flow.ts';

test(
  'the Judge withholds the last minutes of the stream: the delay keeps them from the public',
  ROOM1,
  async ({ page: judge }) => {
    await signInAs(judge, 'Judge');
    await expect(judge).toHaveURL(/\/dashboard$/);
    await hearNow(judge, OWN_CASE.caseNumber);
    const footer = judge.locator('.courtroom-footer');
    // Room1 has no stream setup: the court's default delay holds back the last minutes.
    await expect(footer).toContainText(`Public stream delayed by ${DEFAULT_STREAM_DELAY_MINUTES} minutes`);
    const withhold = footer.getByRole('button', { name: 'Withhold…' });
    // Off air nothing reaches the public, so there is nothing to withhold.
    await expect(withhold).toBeDisabled();
    await footer.getByRole('button', { name: 'Start Streaming' }).click();
    await expect(judge.getByText(MESSAGES.streamStarted)).toBeVisible();

    await withhold.click();
    const dialog = judge.getByRole('dialog', { name: 'Withhold from the public' });
    const minutes = dialog.getByLabel(`Withhold the last (minutes, 1 to ${DEFAULT_STREAM_DELAY_MINUTES})`);
    await expect(minutes).toHaveValue('1');
    // No more than the delay: the rest is public already.
    await minutes.fill(String(DEFAULT_STREAM_DELAY_MINUTES + 1));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(MESSAGES.withholdBeyondDelay)).toBeVisible();
    await minutes.fill('2');
    await dialog.getByLabel('Also leave it out of the recording the public can watch').check();
    await expectAccessible(judge);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(judge.getByText(MESSAGES.streamWithheld)).toBeVisible();
    await expect(dialog).toBeHidden();

    await endMeeting(judge);
  },
);
