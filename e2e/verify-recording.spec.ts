import { API_PREFIX, MESSAGES, type CaseRow, type HearingVideo } from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { hearingsOf } from './support/courtroom-flow.ts';
import { expectLayoutEverywhere } from './support/layout.ts';
import { TEXTS, messageIn, pageLanguage, textsOfPage } from './support/locale-texts.ts';
import { expect, expectAccessible, openSessionAs, test } from './fixtures.ts';

/** The demo case whose hearing has a short real recording, sealed at the first start. */
const AVAILABLE_CNR = 'DLND010000012025';

async function availableHearing(page: Page): Promise<CaseRow> {
  const hearing = (await hearingsOf(page, AVAILABLE_CNR)).find((row) => row.status === 'Available');
  if (!hearing) throw new Error(`${AVAILABLE_CNR} has no Available hearing: is the demo data seeded?`);
  return hearing;
}

/** The master recording as the Controller watches it (the court's whole record), saved where a person keeps it. */
async function saveMasterCopy(page: Page, hearingId: number, path: string): Promise<Buffer> {
  const video = await page.request.get(`${API_PREFIX}/videos/${hearingId}`);
  expect(video.status(), await video.text()).toBe(200);
  const { videoUrl } = ((await video.json()) as { data: HearingVideo }).data;
  const file = await page.request.get(videoUrl);
  expect(file.status()).toBe(200);
  const bytes = await file.body();
  await writeFile(path, bytes);
  return bytes;
}

test('a Controller downloads a hearing’s certified copy; anyone checks a copy on this device, and one byte changed fails', async ({
  page: controller,
  browser,
}, testInfo) => {
  await openSessionAs(controller, 'Controller');
  const hearing = await availableHearing(controller);
  await controller.goto(`/viewstream?hearing=${hearing.hearingId}`);
  const download = controller.waitForEvent('download');
  await controller.getByRole('link', { name: TEXTS.en.viewer.certifiedCopy }).click();
  expect((await download).suggestedFilename()).toBe(
    `certified-copy-${AVAILABLE_CNR}-${hearing.date.split('-').reverse().join('-')}.zip`,
  );
  const zip = await readFile((await (await download).path()) ?? '');
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  const copy = testInfo.outputPath('copy.mp4');
  const bytes = await saveMasterCopy(controller, hearing.hearingId, copy);
  const changed = testInfo.outputPath('changed.mp4');
  const middle = Math.floor(bytes.length / 2);
  bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x01, middle);
  await writeFile(changed, bytes);

  // Anyone, signed out, from the front door.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: TEXTS.en.frontDoor.verifyRecording }).click();
  await expect(visitor).toHaveURL(/\/verify-recording$/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: TEXTS.en.verifyRecording.title }),
  ).toBeVisible();

  await visitor.getByLabel(TEXTS.en.verifyRecording.choose).setInputFiles(copy);
  await expect(visitor.getByText(TEXTS.en.verifyRecording.verified)).toBeVisible();
  const facts = visitor.locator('dl');
  await expectLayoutEverywhere(visitor, 'verify-recording-verified', async () => {
    const texts = await textsOfPage(visitor);
    await expect(visitor.getByText(texts.verifyRecording.verified)).toBeVisible();
    await expect(visitor.getByText(texts.verifyRecording.signatureHolds.split('(')[0] ?? '')).toBeVisible();
    await expect(facts).toContainText(AVAILABLE_CNR);
    await expect(facts).toContainText(hearing.causeNo);
    await expect(facts).toContainText(texts.verifyRecording.fields.duration);
  });
  await expectAccessible(visitor);

  // The same file with one byte flipped is not the court's.
  await visitor.getByRole('button', { name: TEXTS.en.verifyRecording.another }).click();
  await visitor.getByLabel(TEXTS.en.verifyRecording.choose).setInputFiles(changed);
  await expect(visitor.getByText(MESSAGES.notACourtRecording)).toBeVisible();
  await expectLayoutEverywhere(visitor, 'verify-recording-changed', async () => {
    const language = await pageLanguage(visitor);
    await expect(visitor.getByText(messageIn(language, 'notACourtRecording'))).toBeVisible();
    await expect(visitor.getByText(TEXTS[language].verifyRecording.verified)).toHaveCount(0);
  });
  await context.close();
});
