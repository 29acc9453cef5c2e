import { API_PREFIX, MESSAGES, type PublicUser, type StreamedCourts } from '@nyaya/shared';
import {
  ROOM1,
  expect,
  expectAccessible,
  test,
  signInAs,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
} from '../fixtures.ts';
import { endMeeting, hearNow, listOwnCase } from '../support/courtroom-flow.ts';
import { chooseLanguage, expectLayoutEverywhere } from '../support/layout.ts';
import { pageLanguage, placeholderFits, textsOfPage } from '../support/locale-texts.ts';

/** A matrimonial matter of the demo cause list: its parties are never shown to the public. */
const MATRIMONIAL = { cnr: 'DLCT010000052024', caseNumber: 'HMA/903/2024', parties: 'Priya Saxena' };

test(
  'anyone checks a case by CNR and sees the courts live now without an account; watching starts with sign-in',
  ROOM1,
  async ({ page: visitor, browser }) => {
    // A case listed for this walk: it ends recorded, and a recorded hearing is no longer Upcoming.
    const ownCase = await listOwnCase(browser);
    // The lead names the courts streamed, as master data has them (issue 37), not "these courts"; from its first
    // paint, so the sign-in form under it does not move as someone reaches for it, even when they come late.
    const courts = (await (await visitor.request.get(`${API_PREFIX}/public/courts`)).json())
      .data as StreamedCourts;
    expect(courts.complexes).toContainEqual({ en: 'Tis Hazari Courts', hi: 'तीस हज़ारी न्यायालय' });
    const courtsUrl = `**${API_PREFIX}/public/courts`;
    await visitor.route(courtsUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await visitor.goto('/');
    const lead = visitor.locator('.front-door-lead');
    await lead.waitFor();
    expect(await lead.textContent()).toContain(`hearings of ${courts.complexes[0]?.en}, `);
    await visitor.unroute(courtsUrl);
    await expect(visitor.getByText(/Anyone may check a case by its CNR/)).toBeVisible();
    await expect(lead).toContainText(`hearings of ${courts.complexes[0]?.en}, `);
    await expect(lead).toContainText(`and ${courts.complexes.at(-1)?.en}.`);
    await expect(lead).not.toContainText('these courts');
    const live = visitor.getByRole('region', { name: 'Live now' });
    await expect(live).toContainText('No court is live right now.');
    const cnrBox = visitor.getByRole('textbox', { name: /CNR/ });

    // A listed case: its next hearing, court and status, with its parties.
    await cnrBox.fill(ownCase.cnr);
    const summary = visitor.locator('.case-status-summary');
    await expect(summary).toContainText(`Case No. ${ownCase.caseNumber}`);
    await expect(summary).toContainText(ownCase.parties);
    await expect(summary).toContainText(/Next hearing: \d{2}-\d{2}-\d{4} in .*Court No\. 1/);
    await expect(summary.getByText('Upcoming')).toBeVisible();
    await expect(summary).not.toContainText('Not streamed');
    // Drawn whole, under the search and clear of "Live now" (issue 37), on a laptop and a phone, in both languages;
    // the box's placeholder says what a CNR is as its hint does, whole (issue 37).
    await expectLayoutEverywhere(visitor, 'front-door-case', async () => {
      const texts = await textsOfPage(visitor);
      await expect(summary).toContainText(ownCase.caseNumber);
      await expect(cnrBox).toHaveAttribute('placeholder', texts.caseSearch.cnrPlaceholder);
      expect(await placeholderFits(cnrBox)).toBe(true);
      const language = await pageLanguage(visitor);
      for (const name of courts.complexes) await expect(lead).toContainText(name[language]);
    });

    // A matrimonial matter: the case number only, the parties withheld.
    await cnrBox.fill(MATRIMONIAL.cnr);
    await expect(summary).toContainText(`Case No. ${MATRIMONIAL.caseNumber}`);
    await expect(summary).toContainText('Parties withheld (Matrimonial matter)');
    await expect(visitor.getByText(MATRIMONIAL.parties)).toHaveCount(0);
    // Its hearing is Upcoming, and the public is told it will not see it (issue 37); nothing to sign in for.
    await expectLayoutEverywhere(visitor, 'front-door-matrimonial', async () => {
      const texts = await textsOfPage(visitor);
      const hearing = summary.locator('.case-status-hearings li').first();
      await expect(hearing).toContainText(texts.frontDoor.status.Upcoming);
      await expect(hearing).toContainText(texts.frontDoor.notStreamed);
      await expect(summary.getByRole('button', { name: texts.frontDoor.signInToWatchCase })).toHaveCount(0);
    });

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
    await hearNow(judge, ownCase.caseNumber);
    const footer = judge.locator('.courtroom-footer');
    await footer.getByRole('button', { name: 'Start Streaming' }).click();
    await expect(judge.getByText(MESSAGES.streamStarted)).toBeVisible();
    // Streaming alone gives the public nothing to watch (their stream is made of the recording): not live yet.
    const watch = live.getByRole('button', {
      name: new RegExp(`^Watch ${ownCase.caseNumber} in .*Court No\\. 1`),
    });
    // (The page's list may be a cached one: the server is asked too.)
    const listed = await visitor.request.get(`${API_PREFIX}/public/live`);
    expect((await listed.json()).data).toEqual([]);
    await visitor.reload();
    await expect(live).toContainText('No court is live right now.');
    await expect(watch).toHaveCount(0);
    // Nor is the hearing Live when its case is checked (issue 37): the same rule as "Live now", on the server.
    await cnrBox.fill(ownCase.cnr);
    await expect(summary).toContainText(`Case No. ${ownCase.caseNumber}`);
    await expect(summary.getByText('Upcoming')).toBeVisible();
    await expect(summary.getByText('Live now')).toHaveCount(0);
    // Nor does search offer to watch it: it is Upcoming there too (a Judge's search, who watches like the public).
    const judgeSearch = await judgeContext.newPage();
    await judgeSearch.goto('/recordings');
    await judgeSearch.getByRole('textbox', { name: /CNR/ }).fill(ownCase.cnr);
    const rowNotLive = judgeSearch.getByRole('row').filter({ hasText: ownCase.cnr }).first();
    await expect(rowNotLive).toContainText('Upcoming');
    await expect(rowNotLive.getByRole('link', { name: 'Watch', exact: true })).toHaveCount(0);
    await judgeSearch.close();
    await footer.getByRole('button', { name: 'Start Recording' }).click();
    await expect(footer.getByRole('button', { name: 'Stop Recording' })).toBeVisible({ timeout: 20_000 });

    // The list is cached for a few seconds and asked again every half minute: a reload shows it sooner.
    await expect(async () => {
      await visitor.reload();
      await expect(watch).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000, intervals: [2000] });
    // On air and recorded, the case checked is Live now.
    await cnrBox.fill(ownCase.cnr);
    await expect(summary.getByText('Live now')).toBeVisible();
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
    await expect(visitor.getByRole('heading', { level: 2, name: ownCase.caseNumber })).toBeVisible();
    const me = (await (await visitor.request.get(`${API_PREFIX}/users/me`)).json()) as { data: PublicUser };
    await expect(visitor.getByTestId('viewer-watermark')).toContainText(me.data.name);

    // In search the same hearing is watched with the same word (issue 37): Watch, not Join, in both languages.
    await visitor.goto('/recordings');
    await visitor.getByRole('textbox', { name: /CNR/ }).fill(ownCase.cnr);
    const row = visitor.getByRole('row').filter({ hasText: ownCase.cnr }).first();
    for (const code of ['en', 'hi'] as const) {
      await chooseLanguage(visitor, code);
      const texts = await textsOfPage(visitor);
      const watchInSearch = row.getByRole('link', { name: texts.caseSearch.watch, exact: true });
      await expect(watchInSearch).toHaveAttribute('href', /^\/stream\?hearing=\d+$/);
      expect(texts.caseSearch.watch).toBe(texts.frontDoor.watch);
      await expect(row.getByRole('link', { name: texts.caseSearch.join })).toHaveCount(0);
    }
    await chooseLanguage(visitor, 'en');

    await endMeeting(judge);
    await judgeContext.close();
  },
);
