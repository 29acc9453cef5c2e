import { API_PREFIX, DEMO_ADVOCATE_ENROLLMENT, courtDate, type CaseRow } from '@nyaya/shared';
import { VALID_CAUSE_LIST_ENTRY } from '@nyaya/shared/testing';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, openSessionAs, signInAs } from '../fixtures.ts';
import { csrfHeaders } from './session-api.ts';

/** Today's demo hearing in Room1 of the demo Advocate's own case. */
export const OWN_CASE = {
  cnr: 'DLND010000012024',
  caseNumber: 'CS-DJ/1187/2024',
  parties: 'Ramesh Chand Gupta vs Delhi Development Authority',
};

/** A case of the demo Advocate's with a hearing in Room1 today. */
export type OwnCase = typeof OWN_CASE;

/**
 * A new case of the demo Advocate's, which the Controller lists through the Cause List's API for today in Room1,
 * in Tis Hazari's Court No. 1 (the demo Judge's; its CNR's establishment settles the court): for a walk that needs
 * the Advocate's matter listed, not heard, whichever walk or earlier try of its own heard OWN_CASE before it.
 */
export async function listOwnCase(browser: Browser): Promise<OwnCase> {
  const serial = String(Date.now() % 1_000_000).padStart(6, '0');
  const [petitioner, respondent] = ['Meera Joshi', 'Municipal Corporation of Delhi'];
  const ownCase = {
    cnr: `DLCT01${serial}2026`,
    caseNumber: `CS-DJ/${serial}/2026`,
    parties: `${petitioner} vs ${respondent}`,
  };
  const context = await browser.newContext();
  try {
    const controller = await context.newPage();
    await openSessionAs(controller, 'Controller');
    const response = await controller.request.post(`${API_PREFIX}/causeList/controller/addCauseList`, {
      data: {
        ...VALID_CAUSE_LIST_ENTRY,
        nextDate: courtDate(),
        roomId: 'Room1',
        cnr: ownCase.cnr,
        caseNumber: ownCase.caseNumber,
        petitioner,
        respondent,
        petitionerEnrollmentId: DEMO_ADVOCATE_ENROLLMENT,
      },
      headers: await csrfHeaders(controller),
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await context.close();
  }
  return ownCase;
}

/** The hearings of a CNR, as the signed-in page's session sees them. */
export async function hearingsOf(page: Page, cnr: string): Promise<CaseRow[]> {
  const response = await page.request.post(`${API_PREFIX}/streaming/crnSearch`, {
    data: { crnNumber: cnr },
    headers: await csrfHeaders(page),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: CaseRow[] }).data;
}

/** A tile's video shows decoded frames: it has a size, and the count of frames it decoded keeps rising. */
export async function expectFramesDecoded(video: Locator) {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const decoded = () =>
    video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames);
  const before = await decoded();
  await expect.poll(decoded, { timeout: 5_000 }).toBeGreaterThan(before);
}

export const remoteVideo = (page: Page) =>
  page.locator('[data-testid="participant-tile"][data-local="false"] video').first();

/** The signed-in Judge opens their courtroom and chooses the hearing in progress from the cause list. */
export async function hearNow(judge: Page, caseNumber: string) {
  await judge.goto('/judge-dashboard');
  await hearFromCauseList(judge, caseNumber);
}

/** The Judge, in their courtroom, chooses the hearing in progress from the cause list. */
export async function hearFromCauseList(judge: Page, caseNumber: string) {
  const main = judge.getByRole('main');
  await main.getByRole('button', { name: 'Cause List' }).click();
  const causeList = judge.getByRole('complementary', { name: 'Cause List' });
  const button = causeList.getByRole('button', { name: `Hear now: ${caseNumber}` });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(main.getByText('No hearing in progress: choose one from the cause list.')).toBeHidden();
}

/** The Judge ends the meeting (END NOW): Room1 is left with no hearing in progress, as the next walk expects. */
export async function endMeeting(judge: Page) {
  await judge.getByRole('button', { name: 'End', exact: true }).click();
  await judge.getByRole('dialog', { name: 'End Meeting' }).getByRole('button', { name: 'END NOW' }).click();
  // The server ends it for everyone before the page leaves: past 10 s for the SFU walk's Judge, with three cameras
  // on a slow day's clean-clone run (2026-11-29).
  await expect(judge).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/**
 * The signed-in Advocate waits for their hearing in its lobby, the Judge admits them, and they accept: resolves
 * with the Advocate's meeting tab once both see the other's video.
 */
export async function admitIntoMeeting(judge: Page, advocate: Page, cnr: string): Promise<Page> {
  const [hearing] = await hearingsOf(advocate, cnr);
  await advocate.goto(`/advocatelobby?hearing=${hearing?.hearingId}&cnr=${cnr}`);
  await expect(advocate.getByText('Waiting for the judge to admit you.')).toBeVisible();
  const waitingStrip = judge.getByRole('region', { name: /Waiting advocates/ });
  await waitingStrip.getByRole('button', { name: /^Admit / }).click();
  const [meeting] = await Promise.all([
    advocate.context().waitForEvent('page'),
    advocate.getByRole('button', { name: 'Accept' }).click(),
  ]);
  await expect(meeting).toHaveURL(/\/meeting\?room=Room1$/);
  await expectFramesDecoded(remoteVideo(meeting));
  await expectFramesDecoded(remoteVideo(judge));
  return meeting;
}

/**
 * The demo Judge hears the Advocate's own case with the Advocate admitted, each signed in (the Advocate in a
 * context of their own, which `initScript` runs in too): resolves with the Advocate's meeting tab once both see
 * the other's video, and the Advocate's context to close.
 */
export async function judgeHearsAdvocate(
  browser: Browser,
  judge: Page,
  initScript?: string,
): Promise<{ meeting: Page; closeAdvocate: () => Promise<void> }> {
  const advocateContext = await browser.newContext();
  if (initScript) await advocateContext.addInitScript(initScript);
  try {
    const advocate = await advocateContext.newPage();
    await signInAs(advocate, 'Advocate');
    await signInAs(judge, 'Judge');
    await hearNow(judge, OWN_CASE.caseNumber);
    const meeting = await admitIntoMeeting(judge, advocate, OWN_CASE.cnr);
    return { meeting, closeAdvocate: () => advocateContext.close() };
  } catch (error) {
    await advocateContext.close();
    throw error;
  }
}
