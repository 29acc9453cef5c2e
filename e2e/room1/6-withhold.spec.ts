import { DEFAULT_STREAM_DELAY_MINUTES, MESSAGES } from '@nyaya/shared';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type HindiTexts from '../../apps/web/src/locales/hi.json';
import { ROOM1, expect, expectAccessible, test, signInAs } from '../fixtures.ts';
import { endMeeting, hearNow, OWN_CASE } from '../support/courtroom-flow.ts';
import { chooseLanguage, expectNoOverlap } from '../support/layout.ts';
import { saveShot } from '../support/shots.ts';

const hi = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/hi.json', import.meta.url), 'utf8'),
) as typeof HindiTexts;

/** The footer at a laptop's and a phone's width. */
const FOOTER_WIDTHS = [
  { width: 1366, height: 768 },
  { width: 420, height: 860 },
] as const;

/** Inside the footer: no control or sentence over another, none past the footer's sides, none cut short. */
function footerFaults(footer: HTMLElement): string[] {
  const parts = Array.from(
    footer.querySelectorAll<HTMLElement>('.btn, .courtroom-footer-status p, .courtroom-footer-delay'),
  ).filter((part) => part.getClientRects().length > 0);
  const outer = footer.getBoundingClientRect();
  const name = (part: HTMLElement) => `"${(part.textContent ?? '').trim().slice(0, 30)}"`;
  const faults: string[] = [];
  for (const [index, part] of parts.entries()) {
    const box = part.getBoundingClientRect();
    if (box.left < outer.left - 1 || box.right > outer.right + 1)
      faults.push(`${name(part)} leaves the footer`);
    if (part.scrollWidth > part.clientWidth + 1) faults.push(`${name(part)} is cut`);
    for (const other of parts.slice(index + 1)) {
      const to = other.getBoundingClientRect();
      const across = Math.min(box.right, to.right) - Math.max(box.left, to.left);
      const down = Math.min(box.bottom, to.bottom) - Math.max(box.top, to.top);
      if (across > 1 && down > 1) faults.push(`${name(part)} overlaps ${name(other)}`);
    }
  }
  return faults;
}

/**
 * At each width, in English and Hindi: the footer says `english` / `hindi` (what the public sees), nothing in it
 * overlaps or is cut, and nothing on the page does or scrolls sideways. With E2E_SHOTS_DIR set, the stage (the
 * public view and the footer) is saved there as `judge-footer-<state>-<width>-<language>.png`.
 */
async function expectFooterLaidOut(
  page: Page,
  footer: Locator,
  state: string,
  texts: { en: string; hi: string },
) {
  for (const viewport of FOOTER_WIDTHS) {
    await page.setViewportSize(viewport);
    for (const code of ['en', 'hi'] as const) {
      await chooseLanguage(page, code);
      await expect(footer.getByRole('status')).toContainText(texts[code]);
      await expect.poll(() => footer.evaluate(footerFaults)).toEqual([]);
      await expectNoOverlap(page);
      await saveShot(page.locator('.courtroom-stage'), `judge-footer-${state}-${viewport.width}-${code}`);
    }
  }
  await page.setViewportSize(FOOTER_WIDTHS[0]);
  await chooseLanguage(page, 'en');
}

test(
  'the Judge withholds the last minutes of the stream: the delay keeps them from the public',
  ROOM1,
  async ({ page: judge }) => {
    test.setTimeout(150_000);
    await signInAs(judge, 'Judge');
    await expect(judge).toHaveURL(/\/dashboard$/);
    await hearNow(judge, OWN_CASE.caseNumber);
    const footer = judge.locator('.courtroom-footer');
    const status = footer.getByRole('status');
    const minutes = DEFAULT_STREAM_DELAY_MINUTES;
    // Room1 has no stream setup: the court's default delay holds back the last minutes.
    await expect(footer).toContainText(`Public stream delayed by ${minutes} minutes`);

    // The footer says what the public sees and what is recorded, and each button what it does.
    await expect(status).toContainText('Not streaming: the public sees nothing.');
    await expect(status).toContainText('Not recording: streaming shows the public only what is recorded.');
    const startStreaming = footer.getByRole('button', { name: 'Start Streaming' });
    await expect(startStreaming).toHaveAccessibleDescription(
      new RegExp(
        `^Shows the public what is recorded here, after the delay\\. Public stream delayed by ${minutes} minutes Not streaming`,
      ),
    );
    await expect(footer.getByRole('button', { name: 'Start Recording' })).toHaveAccessibleDescription(
      /^Records the hearing for the court; while streaming, the public sees it too\. Not recording/,
    );
    const withhold = footer.getByRole('button', { name: 'Withhold last minutes…' });
    await expect(withhold).toHaveAccessibleDescription(
      'Keeps the last minutes the delay still holds back from ever reaching the public. Possible while the public sees the court with a delay.',
    );
    // Off air nothing reaches the public, so there is nothing to withhold.
    await expect(withhold).toBeDisabled();

    // Start Streaming alone shows the public no court: nothing is recorded. The public view says so too.
    await startStreaming.click();
    await expect(judge.getByText(MESSAGES.streamStarted)).toBeVisible();
    await expect(status).toContainText('Streaming, but not recording: the public sees a waiting screen.');
    const publicView = judge.getByRole('region', { name: 'Public view' });
    await expect(publicView).toContainText(
      'Not recording: the public sees no courtroom until this window records.',
    );
    await expectFooterLaidOut(judge, footer, 'waiting', {
      en: 'Streaming, but not recording: the public sees a waiting screen.',
      hi: hi.courtroomJudge.status.public.waiting,
    });

    // Recording, the public sees the court as late as the delay.
    await footer.getByRole('button', { name: 'Start Recording' }).click();
    await expect(footer.getByRole('button', { name: 'Stop Recording' })).toBeVisible({ timeout: 20_000 });
    await expect(status).toContainText(`The public sees the court ${minutes} minutes late.`);
    await expect(status).toContainText('Recording this hearing.');
    await expect(withhold).toHaveAccessibleDescription(
      'Keeps the last minutes the delay still holds back from ever reaching the public.',
    );
    await expectFooterLaidOut(judge, footer, 'live', {
      en: `The public sees the court ${minutes} minutes late.`,
      hi: hi.courtroomJudge.status.public.live_other.replace('{{count}}', String(minutes)),
    });

    await withhold.click();
    const dialog = judge.getByRole('dialog', { name: 'Withhold from the public' });
    const withheld = dialog.getByLabel(`Withhold the last (minutes, 1 to ${minutes})`);
    await expect(withheld).toHaveValue('1');
    // No more than the delay: the rest is public already.
    await withheld.fill(String(minutes + 1));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(MESSAGES.withholdBeyondDelay)).toBeVisible();
    await withheld.fill('2');
    await dialog.getByLabel('Also leave it out of the recording the public can watch').check();
    await expectAccessible(judge);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(judge.getByText(MESSAGES.streamWithheld)).toBeVisible();
    await expect(dialog).toBeHidden();

    // A pause shows the reason's slate, and withholds what the delay still held back: the footer says both.
    await footer.getByRole('button', { name: 'Stop Streaming' }).click();
    const disable = judge.getByRole('dialog', { name: 'Disable Stream' });
    await disable.getByRole('radio', { name: /^Lunch break/ }).check();
    await disable.getByRole('button', { name: 'Done' }).click();
    const lunch = 'The court has risen for lunch and will resume shortly.';
    await expect(judge.getByText(lunch).first()).toBeVisible();
    const paused = `Paused. The public sees: “${lunch}” The ${minutes} minutes the delay still held back are withheld too.`;
    await expect(status).toContainText(paused);
    await expect(status).toContainText('Recording this hearing.');
    await expectFooterLaidOut(judge, footer, 'paused', {
      en: paused,
      hi: hi.courtroomJudge.status.public.withheld_other.replace('{{count}}', String(minutes)),
    });

    await endMeeting(judge);
  },
);
