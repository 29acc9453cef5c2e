import { DEMO_ADVOCATE_ENROLLMENT, MESSAGES } from '@nyaya/shared';
import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { expectFramesDecoded, hearingsOf, OWN_CASE, remoteVideo } from './support/courtroom-flow.ts';

/** Today's other demo hearing in Room1, where the demo Advocate is not an advocate. */
const OTHERS_CNR = 'DLND010000022024';
const OTHERS_CASE_NUMBER = 'SC/412/2024';

test('a judge hears a case with its advocate over video: waiting, admission, moderation, and the end for both', async ({
  page: judge,
  browser,
}) => {
  test.setTimeout(240_000);
  const advocateContext = await browser.newContext();
  try {
    // The Judge opens their courtroom and chooses the hearing in progress from the cause list.
    await signIn(judge, DEMO_ACCOUNTS.Judge.email);
    await expect(judge).toHaveURL(/\/dashboard$/);
    await judge.goto('/judge-dashboard');
    const main = judge.getByRole('main');
    await expect(main.getByText('No hearing in progress: choose one from the cause list.')).toBeVisible();
    await main.getByRole('button', { name: 'Cause List' }).click();
    const causeList = judge.getByRole('complementary', { name: 'Cause List' });
    const hearNow = causeList.getByRole('button', { name: `Hear now: ${OWN_CASE.caseNumber}` });
    await hearNow.click();
    await expect(hearNow).toBeDisabled();
    await expect(causeList.getByRole('listitem').filter({ hasText: OWN_CASE.caseNumber })).toContainText(
      'In progress',
    );
    await expect(main.getByText('No hearing in progress: choose one from the cause list.')).toBeHidden();

    // The Advocate cannot wait for a case that is not theirs, even with its lobby address.
    const advocate = await advocateContext.newPage();
    await signIn(advocate, DEMO_ACCOUNTS.Advocate.email);
    await expect(advocate).toHaveURL(/\/dashboard$/);
    const [others] = await hearingsOf(advocate, OTHERS_CNR);
    await advocate.goto(`/advocatelobby?hearing=${others?.hearingId}&cnr=${OTHERS_CNR}`);
    await expect(advocate.getByTestId('lobby-refused')).toHaveText(MESSAGES.courtroomNotYourCase);

    // Unless the Judge allows them for that hearing (a proxy counsel): then they wait for it.
    const othersCase = causeList.getByRole('listitem').filter({ hasText: OTHERS_CASE_NUMBER });
    await othersCase.getByRole('button', { name: 'Allow another advocate' }).click();
    await othersCase.getByRole('button', { name: 'Allow to wait' }).click();
    await expect(othersCase.getByText(MESSAGES.enrollmentRequired)).toBeVisible();
    await othersCase.getByLabel(/Enrollment number of the advocate/).fill(DEMO_ADVOCATE_ENROLLMENT);
    await othersCase.getByRole('button', { name: 'Allow to wait' }).click();
    await expect(judge.getByText(MESSAGES.advocateAllowed)).toBeVisible();
    await advocate.reload();
    await expect(advocate.getByText('Waiting for the judge to admit you.')).toBeVisible();
    const waitingStrip = judge.getByRole('region', { name: /Waiting advocates/ });
    await expect(waitingStrip.getByText(OTHERS_CASE_NUMBER)).toBeVisible();

    // Their own case is Live on Live Sessions; Join opens the lobby, which waits at once.
    await advocate
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Live Sessions' })
      .click();
    await advocate.getByLabel('CNR Number').fill(OWN_CASE.cnr);
    const row = advocate
      .getByRole('region', { name: 'Live Sessions' })
      .getByRole('row')
      .filter({ hasText: OWN_CASE.cnr });
    await row.getByRole('link', { name: 'Join' }).click();
    await expect(advocate).toHaveURL(/\/advocatelobby\?hearing=\d+&cnr=DLND010000012024$/);
    await expect(advocate.getByTestId('lobby-case-number')).toHaveText(OWN_CASE.caseNumber);
    await expect(advocate.getByTestId('lobby-parties')).toHaveText(OWN_CASE.parties);
    await expect(advocate.getByText('Waiting for the judge to admit you.')).toBeVisible();
    await expect(advocate.getByRole('img', { name: 'Waiting' })).toBeVisible();
    await expectFramesDecoded(advocate.getByTestId('lobby-preview'));
    await expect(advocate.getByRole('heading', { level: 2, name: 'Cases' })).toBeVisible();
    await expectAccessible(advocate);

    // The Judge sees the waiting card and admits; the Advocate is told and accepts into a new tab.
    await expect(waitingStrip.getByText(OWN_CASE.caseNumber)).toBeVisible();
    await expect(waitingStrip.getByText(OTHERS_CASE_NUMBER)).toBeHidden();
    await waitingStrip.getByRole('button', { name: /^Admit / }).click();
    await expect(waitingStrip.getByText('Admitted — waiting for them to accept')).toBeVisible();
    await expect(advocate.getByText(MESSAGES.acceptedInMeeting)).toBeVisible();
    await expect(advocate.getByRole('img', { name: 'Admitted' }).first()).toBeVisible();
    const [meeting] = await Promise.all([
      advocateContext.waitForEvent('page'),
      advocate.getByRole('button', { name: 'Accept' }).click(),
    ]);
    await expect(advocate.getByText(MESSAGES.acceptedInMeeting)).toBeHidden();
    await expect(waitingStrip.getByText(OWN_CASE.caseNumber)).toBeHidden();
    await expect(meeting).toHaveURL(/\/meeting\?room=Room1$/);

    // Both receive the other's video.
    await expectFramesDecoded(remoteVideo(meeting));
    await expectFramesDecoded(remoteVideo(judge));

    // The Judge mutes and blurs the Advocate; the Advocate's own tile and controls follow.
    const advocateTile = judge.locator('[data-testid="participant-tile"][data-local="false"]').first();
    const ownTile = meeting.locator('[data-testid="participant-tile"][data-local="true"]');
    const moderate = async (item: string) => {
      await advocateTile.getByRole('button', { name: /^Moderate / }).click();
      await advocateTile.getByText(item, { exact: true }).click();
    };
    await moderate('Mute');
    await expect(ownTile).toHaveAttribute('data-muted', 'true');
    const controls = meeting.getByRole('toolbar', { name: 'Your controls' });
    await expect(controls.getByRole('button', { name: 'Microphone' })).toBeDisabled();
    await expect(meeting.getByText('Muted by the judge')).toBeVisible();
    await expect(advocateTile).toHaveAttribute('data-muted', 'true');
    await moderate('Blur');
    await expect(ownTile).toHaveAttribute('data-blurred', 'true');
    await expect(advocateTile).toHaveAttribute('data-blurred', 'true');
    await expectAccessible(meeting);

    // END NOW on the Judge's side ends it for both: each lands on /dashboard with "Meeting ended".
    await judge.getByRole('button', { name: 'End', exact: true }).click();
    const confirm = judge.getByRole('dialog', { name: 'End Meeting' });
    await expect(confirm).toContainText(
      'Are you sure you want to end the meeting? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'END NOW' }).click();
    // Both at once: the toast hides after three seconds.
    await Promise.all(
      [judge, meeting].map(async (side) => {
        await expect(side.getByText(MESSAGES.meetingEnded)).toBeVisible();
        await expect(side).toHaveURL(/\/dashboard$/);
      }),
    );
  } finally {
    await advocateContext.close();
  }
});
