import { API_PREFIX, MESSAGES, type PublicUser } from '@nyaya/shared';
import {
  ROOM1,
  expect,
  expectAccessible,
  test,
  signInAs,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
} from '../fixtures.ts';
import { endMeeting, hearNow, OWN_CASE } from '../support/courtroom-flow.ts';
import { expectLayoutEverywhere } from '../support/layout.ts';

// After the courtroom walk (file order): this walk hears Room1's hearing of OWN_CASE, which the courtroom walk
// needs still listed, not heard.

/** A matrimonial matter of the demo cause list: its parties are never shown to the public. */
const MATRIMONIAL = { cnr: 'DLCT010000052024', caseNumber: 'HMA/903/2024', parties: 'Priya Saxena' };

test(
  'anyone checks a case by CNR and sees the courts live now without an account; watching starts with sign-in',
  ROOM1,
  async ({ page: visitor, browser }) => {
    // The case's summary is measured at two widths in two languages before the live part of the walk.
    test.setTimeout(120_000);
    await visitor.goto('/');
    await expect(visitor.getByText(/Anyone may check a case by its CNR/)).toBeVisible();
    const live = visitor.getByRole('region', { name: 'Live now' });
    await expect(live).toContainText('No court is live right now.');
    const cnrBox = visitor.getByLabel('CNR Number');

    // A listed case: its next hearing, court and status, with its parties.
    await cnrBox.fill(OWN_CASE.cnr);
    const summary = visitor.locator('.case-status-summary');
    await expect(summary).toContainText(`Case No. ${OWN_CASE.caseNumber}`);
    await expect(summary).toContainText(OWN_CASE.parties);
    await expect(summary).toContainText(/Next hearing: \d{2}-\d{2}-\d{4} in .*Court No\. 1/);
    await expect(summary.getByText('Upcoming')).toBeVisible();
    // Drawn whole, under the search and clear of "Live now" (issue 37), on a laptop and a phone, in both languages.
    await expectLayoutEverywhere(visitor, 'front-door-case', () =>
      expect(summary).toContainText(OWN_CASE.caseNumber),
    );

    // A matrimonial matter: the case number only, the parties withheld.
    await cnrBox.fill(MATRIMONIAL.cnr);
    await expect(summary).toContainText(`Case No. ${MATRIMONIAL.caseNumber}`);
    await expect(summary).toContainText('Parties withheld (Matrimonial matter)');
    await expect(visitor.getByText(MATRIMONIAL.parties)).toHaveCount(0);

    // A malformed CNR is told under the box; one no court lists, below it.
    await cnrBox.fill('DLCT01000005202X');
    await expect(visitor.getByText(MESSAGES.cnrFormat)).toBeVisible();
    await cnrBox.fill('DLCT019999992024');
    await expect(visitor.getByText(MESSAGES.caseNotListed)).toBeVisible();
    await expectAccessible(visitor);

    // The Judge goes on air: the court is live to the public.
    const judgeContext = await browser.newContext();
    const judge = await judgeContext.newPage();
    await signInAs(judge, 'Judge');
    await hearNow(judge, OWN_CASE.caseNumber);
    await judge.locator('.courtroom-footer').getByRole('button', { name: 'Start Streaming' }).click();
    await expect(judge.getByText(MESSAGES.streamStarted)).toBeVisible();

    // The list is cached for a few seconds and asked again every half minute: a reload shows it sooner.
    const watch = live.getByRole('button', {
      name: new RegExp(`^Watch ${OWN_CASE.caseNumber} in .*Court No\\. 1`),
    });
    await expect(async () => {
      await visitor.reload();
      await expect(watch).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000, intervals: [2000] });
    await watch.click();
    // Watching needs an account: the sign-in form, with one click to sign up.
    const userId = visitor.getByLabel('E-mail or mobile number');
    await expect(userId).toBeFocused();
    await expect(
      visitor.getByText('Sign in to watch the hearing: the video carries your name.'),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
    await userId.fill(DEMO_ACCOUNTS.Individual.email);
    await visitor.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Signed in, straight to the hearing's stream, under the viewer's watermark.
    await expect(visitor).toHaveURL(/\/stream\?hearing=\d+$/);
    await expect(visitor.getByRole('heading', { level: 2, name: OWN_CASE.caseNumber })).toBeVisible();
    const me = (await (await visitor.request.get(`${API_PREFIX}/users/me`)).json()) as { data: PublicUser };
    await expect(visitor.getByTestId('viewer-watermark')).toContainText(me.data.name);

    await endMeeting(judge);
    await judgeContext.close();
  },
);
