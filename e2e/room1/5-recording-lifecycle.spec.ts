import { COURTROOM_EVENTS as E, MESSAGES, RECORDING, type RecordingStarted } from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { ROOM1, expect, signInAs, test } from '../fixtures.ts';
import { endMeeting, hearingsOf, hearNow, OWN_CASE } from '../support/courtroom-flow.ts';
import { chooseLanguage } from '../support/layout.ts';
import { saveShot } from '../support/shots.ts';
import { sessionSocket } from '../support/session-socket.ts';

/** The other demo hearing in Room1 today. */
const NEXT_CASE = { cnr: 'DLND010000022024', caseNumber: 'SC/412/2024' };

/** The court OWN_CASE is heard in (demo data), in English and in Hindi (migration 0029). */
const OWN_COURT = {
  en: 'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)',
  hi: 'तीस हज़ारी न्यायालय (DLCT01), न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)',
};

/** Every text the page draws on a canvas from now on: the recording's burned-in caption among them. */
const noteCanvasTexts = (page: Page) =>
  page.addInitScript(() => {
    const drawn = new Set<string>();
    Object.assign(window, { canvasTexts: drawn });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawn.add(text);
      return fillText.call(this, text, ...rest);
    };
  });
const canvasTexts = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { canvasTexts: Set<string> }).canvasTexts]);

/** Media recorded at its real pace: a couple of the recorder's chunks reach the server. */
const chunksRecorded = (page: Page) => page.waitForTimeout(RECORDING.chunkIntervalMs * 2);

/** The hearing of a case in Room1 today, as case search shows it. */
async function hearingOf(page: Page, { cnr, caseNumber }: { cnr: string; caseNumber: string }) {
  const rows = await hearingsOf(page, cnr);
  return rows.find((row) => row.causeNo === caseNumber);
}

/** How many recordings the hearing has, as case search counts them. */
const recordingsOf = async (page: Page, hearing: typeof NEXT_CASE) =>
  (await hearingOf(page, hearing))?.recordings ?? 0;

/** The signed-in Judge hears the case and records it for a couple of chunks; resolves with the footer. */
async function recordHearing(judge: Page, caseNumber: string) {
  await hearNow(judge, caseNumber);
  const footer = judge.locator('.courtroom-footer');
  await footer.getByRole('button', { name: 'Start Recording' }).click();
  await expect(footer.getByRole('button', { name: 'Stop Recording' })).toBeVisible({ timeout: 20_000 });
  await chunksRecorded(judge);
  return footer;
}

test(
  'a new hearing is a new recording: the last one is saved, the next records on; Stop saves it and says so, End saves too',
  ROOM1,
  async ({ page: judge }) => {
    test.setTimeout(150_000);
    await noteCanvasTexts(judge);
    await signInAs(judge, 'Judge');
    const [nextBefore, ownBefore] = [
      await recordingsOf(judge, NEXT_CASE),
      await recordingsOf(judge, OWN_CASE),
    ];
    const footer = await recordHearing(judge, NEXT_CASE.caseNumber);
    const stop = footer.getByRole('button', { name: 'Stop Recording' });

    const causeList = judge.getByRole('complementary', { name: 'Cause List' });
    await causeList.getByRole('button', { name: `Hear now: ${OWN_CASE.caseNumber}` }).click();
    await expect(causeList.getByRole('button', { name: `Hear now: ${OWN_CASE.caseNumber}` })).toBeDisabled();
    await expect(stop).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => recordingsOf(judge, NEXT_CASE), { timeout: 60_000 }).toBe(nextBefore + 1);
    await chunksRecorded(judge);

    // The recording's caption and the hearing bar name the court the hearing is heard in, in the page's language,
    // never the streaming room (issue 37): "<court> · <case number>".
    const hearingCourt = judge.getByTestId('hearing-court');
    await expect(hearingCourt).toHaveText(OWN_COURT.en);
    await expect.poll(() => canvasTexts(judge)).toContain(`${OWN_COURT.en} · ${OWN_CASE.caseNumber}`);
    await saveShot(judge, 'recording-caption-en');
    await chooseLanguage(judge, 'hi');
    await expect(hearingCourt).toHaveText(OWN_COURT.hi);
    await expect.poll(() => canvasTexts(judge)).toContain(`${OWN_COURT.hi} · ${OWN_CASE.caseNumber}`);
    await saveShot(judge, 'recording-caption-hi');
    expect((await canvasTexts(judge)).filter((text) => text.includes('Room1'))).toEqual([]);

    // Stop Recording: once the server has finalised the recording (it is listed by then), the Judge is told it is
    // saved; in Hindi, then in English.
    await footer.getByRole('button', { name: 'रिकॉर्डिंग रोकें' }).click();
    await expect(judge.getByText(`${OWN_CASE.caseNumber} की रिकॉर्डिंग सहेज ली गई है।`)).toBeVisible({
      timeout: 60_000,
    });
    expect(await recordingsOf(judge, OWN_CASE)).toBe(ownBefore + 1);
    await chooseLanguage(judge, 'en');
    const start = footer.getByRole('button', { name: 'Start Recording' });
    await start.click();
    await expect(stop).toBeVisible({ timeout: 20_000 });
    await chunksRecorded(judge);
    await stop.click();
    await expect(judge.getByText(`The recording of ${OWN_CASE.caseNumber} is saved.`)).toBeVisible({
      timeout: 60_000,
    });
    expect(await recordingsOf(judge, OWN_CASE)).toBe(ownBefore + 2);

    // Recorded again, End saves it too.
    await start.click();
    await expect(stop).toBeVisible({ timeout: 20_000 });
    await chunksRecorded(judge);
    await endMeeting(judge);
    await expect.poll(() => recordingsOf(judge, OWN_CASE), { timeout: 60_000 }).toBe(ownBefore + 3);
    expect(await recordingsOf(judge, NEXT_CASE)).toBe(nextBefore + 1);
    await expect(judge.getByText(MESSAGES.recordingFailed)).toBeHidden();
  },
);

test(
  'a recording the server cannot finalise is listed on the Controller’s dashboard, and Retry tries it again',
  ROOM1,
  async ({ page: controller, browser }) => {
    const judgeContext = await browser.newContext();
    const judgePage = await judgeContext.newPage();
    await signInAs(judgePage, 'Judge');
    const { socket, granted } = await sessionSocket(judgePage);
    try {
      await granted(E.joinRoom, {});
      const hearing = await hearingOf(judgePage, OWN_CASE);
      await granted(E.setHearing, { roomId: 'Room1', hearingId: hearing?.hearingId });
      const started = await granted<RecordingStarted>(E.startRecording, {
        roomId: 'Room1',
        mimeType: 'video/webm;codecs=h264,opus',
      });
      if (!started.status) throw new Error(started.message);
      const { sessionId } = started.data;
      // What a broken recorder might upload: a stream header's first bytes, then nothing ffmpeg can finalise.
      const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('no media')]);
      const chunk = { sessionId, seq: 0, isFirstChunk: true, isLastChunk: true, chunk: bytes };
      expect(await granted(E.videoChunk, chunk)).toEqual({ status: true, data: { seq: 0 } });
      expect(await granted(E.stopRecording, { roomId: 'Room1', sessionId })).toEqual({
        status: false,
        code: 'recordingFailed',
        message: MESSAGES.recordingFailed,
      });

      await signInAs(controller, 'Controller');
      const unfinished = controller.getByRole('region', { name: 'Recordings not finalised yet' });
      // The newest: the list is in the order they stopped, and a try before this one left its own.
      const row = unfinished.getByRole('row').filter({ hasText: OWN_CASE.caseNumber }).last();
      await expect(row.getByText('Failed', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Next try at \d\d-\d\d-\d{4} \d\d:\d\d IST$/)).toBeVisible();
      await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
      await row
        .getByRole('button', { name: `Retry finalising the recording of ${OWN_CASE.caseNumber}` })
        .click();
      await expect(controller.getByText(MESSAGES.recordingRetryStarted)).toBeVisible();
      // Tried again (and, the bytes being no media, failed again): its second try is counted.
      await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(row.getByText('Failed', { exact: true })).toBeVisible();
    } finally {
      await granted(E.endMeeting, { roomId: 'Room1' });
      socket.close();
      await judgeContext.close();
    }
  },
);

test(
  'a recording the server closes stops on the Judge’s page, which says so, and is saved',
  ROOM1,
  async ({ page: judge }) => {
    await signInAs(judge, 'Judge');
    const ownBefore = await recordingsOf(judge, OWN_CASE);
    const footer = await recordHearing(judge, OWN_CASE.caseNumber);

    // The Judge chooses another hearing elsewhere (another tab of theirs): the server closes the recording of
    // this one, and this page, told so, stops recording.
    const { socket, granted } = await sessionSocket(judge);
    try {
      expect(await granted(E.joinRoom, {})).toMatchObject({ status: true });
      const next = await hearingOf(judge, NEXT_CASE);
      expect(await granted(E.setHearing, { roomId: 'Room1', hearingId: next?.hearingId })).toMatchObject({
        status: true,
      });
      await expect(judge.getByText(MESSAGES.recordingClosedByServer)).toBeVisible({ timeout: 20_000 });
      await expect(footer.getByRole('button', { name: 'Start Recording' })).toBeVisible();
      await expect.poll(() => recordingsOf(judge, OWN_CASE), { timeout: 60_000 }).toBe(ownBefore + 1);
      await expect(judge.getByText(MESSAGES.recordingFailed)).toBeHidden();
    } finally {
      socket.close();
    }
    await endMeeting(judge);
  },
);
