import { API_PREFIX, type PublicUser } from '@nyaya/shared';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type HindiTexts from '../apps/web/src/locales/hi.json';
import {
  ROOM1,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  signIn,
  signInAs,
  signUpByApi,
  test,
} from './fixtures.ts';
import { freshAccount } from './support/account.ts';
import { saveShot } from './support/shots.ts';
import { OWN_CASE, hearingsOf } from './support/courtroom-flow.ts';

const hi = JSON.parse(
  readFileSync(new URL('../apps/web/src/locales/hi.json', import.meta.url), 'utf8'),
) as typeof HindiTexts;

/** The demo case whose hearing has a short real recording (seeded at first start). */
const AVAILABLE_CNR = 'DLND010000012025';
/** The courts of AVAILABLE_CNR's hearing and of the demo lobby's case, as Hindi pages name them (master data). */
const PATIALA_HOUSE_COURT_1 = 'पटियाला हाउस न्यायालय (DLND01), न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)';
const TIS_HAZARI_COURT_1 = 'तीस हज़ारी न्यायालय (DLCT01), न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** Chooses हिन्दी in the language switch of the page, as a visitor does, and waits for the page to be in it. */
async function chooseHindi(page: Page) {
  await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

/** fixtures.ts's signIn, with the form's Hindi labels. */
async function signInInHindi(page: Page, userId: string, password: string) {
  await page.getByLabel(hi.auth.login.userId).fill(userId);
  await page.getByLabel(hi.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: hi.auth.login.submit }).click();
}

/** The page, in Hindi, passes axe (fixtures.ts scans each screen once per language). */
async function expectAccessibleInHindi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectAccessible(page);
}

/** The weights of the Devanagari web font the page has downloaded, once the fonts it is loading are in. */
function devanagariWeightsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const weights: string[] = [];
    document.fonts.forEach((face) => {
      const family = face.family.replace(/["']/g, '');
      if (family === 'Noto Sans Devanagari' && face.status === 'loaded') weights.push(face.weight);
    });
    return weights;
  });
}

/** The Devanagari comes from the app's own web font (same-origin, allowed by the CSP), not a system font. */
async function expectDevanagariWebFont(page: Page) {
  await expect.poll(() => devanagariWeightsLoaded(page)).toContain('400');
}

/** Nothing wider than the window at a laptop's and a small phone's width (each kept with saveShot). */
async function shoot(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await saveShot(page, `hindi-${name}-${size.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** The demo Advocate, signed in, waits for Room1's hearing in Hindi, then leaves Room1's waiting list as it was. */
async function waitInLobbyInHindi(page: Page) {
  const [hearing] = await hearingsOf(page, OWN_CASE.cnr);
  await page.goto(`/advocatelobby?hearing=${hearing?.hearingId}&cnr=${OWN_CASE.cnr}`);
  // The signed-in pages have the switch too, in the banner.
  await chooseHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: hi.pages.advocateLobby })).toBeVisible();
  await expect(page.getByText(hi.courtroomLobby.statusText.waiting)).toBeVisible();
  await expect(page.getByRole('img', { name: hi.courtroomLobby.status.waiting })).toBeVisible();
  await expect(page.getByTestId('lobby-case-number')).toHaveText(OWN_CASE.caseNumber);
  await expect(page.getByTestId('lobby-court')).toHaveText(TIS_HAZARI_COURT_1);
  await expectDevanagariWebFont(page);
  await expectAccessibleInHindi(page);
  await shoot(page, 'lobby');
  await page.getByRole('button', { name: hi.courtroomLobby.cancel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: hi.pages.liveSessions })).toBeVisible();
}

test.describe('Nyaya Live in Hindi', () => {
  test.use({ viewport: DESKTOP });

  test('sign-in, a CNR search on Available Recordings and a recorded hearing', async ({ page, request }) => {
    const account = await freshAccount(request);
    await page.goto('/');
    // In English the page downloads no Devanagari font: its unicode-range keeps it for Devanagari text.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await devanagariWeightsLoaded(page)).toEqual([]);
    await chooseHindi(page);
    await expect(page.getByText(hi.app.tagline)).toBeVisible();
    await expectDevanagariWebFont(page);
    await expectAccessibleInHindi(page);
    await shoot(page, 'sign-in');

    // A wrong password is refused in Hindi (a fresh account: the demo users' failures would ask for a captcha).
    await signInInHindi(page, account.email, 'Wrong@12345');
    await expect(page.getByText(hi.messages.invalidCredentials)).toBeVisible();
    await expectAccessibleInHindi(page);
    await shoot(page, 'sign-in-refused');

    await signInInHindi(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: hi.dashboard.titles.Individual })).toBeVisible();
    // Chosen before signing in, Hindi is saved to the account: its e-mails and codes come in Hindi too.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${API_PREFIX}/users/me`)).json()) as { data: PublicUser }).data
            .language,
      )
      .toBe('hi');

    await page
      .getByRole('navigation', { name: hi.nav.menuLabel })
      .getByRole('link', { name: hi.nav.recordings })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: hi.pages.recordings })).toBeVisible();
    await expect(page.getByLabel(hi.caseSearch.cnrLabel)).toHaveAttribute(
      'placeholder',
      hi.caseSearch.cnrPlaceholder,
    );
    await page.getByLabel(hi.caseSearch.cnrLabel).fill(AVAILABLE_CNR);
    const results = page.getByRole('region', { name: hi.pages.recordings });
    const row = results.getByRole('row').filter({ hasText: AVAILABLE_CNR }).first();
    await expect(row.getByRole('link', { name: hi.caseSearch.view })).toBeVisible();
    await expect(results.getByRole('columnheader', { name: hi.caseSearch.columns.petitioner })).toBeVisible();
    await expectAccessibleInHindi(page);
    await shoot(page, 'recordings');

    await row.getByRole('link', { name: hi.caseSearch.view }).click();
    await expect(page).toHaveURL(/\/viewstream\?hearing=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: hi.pages.viewStream })).toBeVisible();
    await expect(page.getByText(hi.viewer.hearingDate)).toBeVisible();
    await expect(page.getByText(/ बनाम /).first()).toBeVisible();
    await expect(page.getByText(PATIALA_HOUSE_COURT_1)).toBeVisible();
    await expect(page.locator('video')).toBeVisible();
    await expectAccessibleInHindi(page);
    await shoot(page, 'viewer');
  });

  test('a browser that never chose a language speaks the account’s once signed in', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request, { language: 'hi' });
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { level: 1, name: hi.dashboard.titles.Individual })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('the language chosen stays for the next visit', async ({ page }) => {
    await page.goto('/');
    await chooseHindi(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: hi.auth.login.title })).toBeVisible();
  });

  test('the SuperAdmin gives a court complex its Hindi name on Court Masters', async ({ page }) => {
    // The demo SuperAdmin's account keeps English for the other walks (see the lobby walk below).
    await page.route(`**${API_PREFIX}/users/me/language`, (route) => route.fulfill({ status: 204 }));
    await signInAs(page, 'SuperAdmin', '/masters?tab=complexes');
    await chooseHindi(page);
    const list = page.getByRole('region', { name: hi.masters.complexes.caption });
    await expect(list.getByRole('row').filter({ hasText: 'Patiala House Courts' })).toContainText(
      'पटियाला हाउस न्यायालय',
    );

    await page.getByRole('button', { name: hi.masters.complexes.add }).click();
    const form = page.getByRole('dialog', { name: hi.masters.complexes.add });
    await form.getByLabel(hi.masters.fields.district).selectOption({ label: 'Central' });
    await form.getByLabel(hi.masters.fields.name, { exact: true }).fill('Walk Test Courts');
    await form.getByLabel(hi.masters.fields.value).fill('DLWK01');
    await form.getByLabel(hi.masters.fields.nameHi).fill('न');
    await form.getByRole('button', { name: hi.common.save }).click();
    await expect(form.getByText(hi.messages.masterNameHiLength)).toBeVisible();
    await form.getByLabel(hi.masters.fields.nameHi).fill('वॉक परीक्षण न्यायालय');
    await form.getByRole('button', { name: hi.common.save }).click();
    await expect(form).toBeHidden();
    const added = list.getByRole('row').filter({ hasText: 'Walk Test Courts' });
    await expect(added).toContainText('वॉक परीक्षण न्यायालय');
    await expectAccessibleInHindi(page);
    await shoot(page, 'court-masters');

    await added
      .getByRole('button', { name: hi.masters.deleteNamed.replace('{{name}}', 'Walk Test Courts') })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: hi.common.delete, exact: true }).click();
    await expect(added).toHaveCount(0);

    // Presiding Judges names the court rooms and their complexes in Hindi too; the complex choice holds.
    await page.goto('/admin/host');
    await expect(page.getByLabel(hi.hosts.complex)).toHaveValue('Central / Tis Hazari Courts');
    await expect(page.getByLabel(hi.hosts.complex).locator('option:checked')).toHaveText(
      'Central / तीस हज़ारी न्यायालय',
    );
    await expect(page.getByText('न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)', { exact: true })).toBeVisible();
  });

  test('an Advocate waits in the lobby', ROOM1, async ({ page }) => {
    // The demo Advocate's account keeps English for the walks beside this one: the page's saving of the choice
    // (tested above with an account of its own) is answered here without reaching the server.
    await page.route(`**${API_PREFIX}/users/me/language`, (route) => route.fulfill({ status: 204 }));
    await signInAs(page, 'Advocate');
    await waitInLobbyInHindi(page);
  });
});
