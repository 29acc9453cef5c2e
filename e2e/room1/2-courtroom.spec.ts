import { DEFAULT_STREAM_DELAY_MINUTES, DEMO_ADVOCATE_ENROLLMENT, MESSAGES, fillMessage } from '@nyaya/shared';
import type { Locator, Page } from '@playwright/test';
import { ROOM1, expect, expectAccessible, test, signInAs } from '../fixtures.ts';
import { expectFramesDecoded, hearingsOf, listOwnCase, remoteVideo } from '../support/courtroom-flow.ts';
import { expectLayoutEverywhere } from '../support/layout.ts';
import { notificationsShown, watchNotifications } from '../support/notifications.ts';

/** Today's other demo hearing in Room1, where the demo Advocate is not an advocate. */
const OTHERS_CNR = 'DLND010000022024';
const OTHERS_CASE_NUMBER = 'SC/412/2024';
/** The court the demo Advocate's own case is heard in (demo data). */
const OWN_COURT = 'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)';
/** The court the other hearing is heard in, which shares Room1 (demo data). */
const OTHERS_COURT = 'Patiala House Courts (DLND01), Court No. 1 (District & Sessions Judge)';

/** Whether the page is in Hindi (expectLayoutEverywhere's checks run in both languages). */
const inHindi = async (page: Page) => (await page.locator('html').getAttribute('lang')) === 'hi';

/**
 * Nothing is drawn over the element, its caption included, when it is scrolled to the window's bottom edge: at
 * its corners (just inside) and middle, and at its caption's, the element is what is on top.
 */
async function expectUncovered(element: Locator) {
  await element.evaluate((box) => box.scrollIntoView({ block: 'end' }));
  const covered = () =>
    element.evaluate((box) =>
      [box, ...Array.from(box.querySelectorAll('figcaption'))].flatMap((part) => {
        const { left, right, top, bottom } = part.getBoundingClientRect();
        const inset = Math.min(10, (right - left) / 4, (bottom - top) / 4);
        const points = [
          [left + inset, top + inset],
          [right - inset, top + inset],
          [left + inset, bottom - inset],
          [right - inset, bottom - inset],
          [(left + right) / 2, (top + bottom) / 2],
        ];
        return points.flatMap(([x = 0, y = 0]) => {
          const shown = document.elementFromPoint(x, y);
          return shown && box.contains(shown)
            ? []
            : [
                `${part.tagName} at (${Math.round(x)}, ${Math.round(y)}) under ${shown?.className ?? 'nothing'}`,
              ];
        });
      }),
    );
  await expect.poll(covered).toEqual([]);
}

test(
  'a judge hears a case with its advocate over video: waiting, admission, moderation, and the end for both',
  ROOM1,
  async ({ page: judge, browser }) => {
    test.setTimeout(240_000);
    // A case of the Advocate's listed for this walk: the demo one may have been heard already, by a walk or a try.
    const ownCase = await listOwnCase(browser);
    const advocateContext = await browser.newContext();
    try {
      // The Advocate is signed in before the call: their matter is listed on the dashboard, not yet to join.
      const advocate = await advocateContext.newPage();
      await watchNotifications(advocate);
      await signInAs(advocate, 'Advocate');
      await expect(advocate).toHaveURL(/\/dashboard$/);
      const myMatters = advocate.getByRole('region', { name: 'My matters today' });
      const ownMatter = myMatters.getByRole('listitem').filter({ hasText: ownCase.caseNumber });
      await expect(ownMatter).toContainText('Listed');
      // Where it is heard: the court by its name, not the streaming room (Room1) behind it.
      await expect(ownMatter).toContainText(OWN_COURT);
      await expect(ownMatter).not.toContainText('Room1');
      await expect(ownMatter.getByRole('link', { name: `Join ${ownCase.caseNumber}` })).toHaveCount(0);
      // They ask for system notifications, and the browser (standing in for their yes) grants them.
      await advocateContext.grantPermissions(['notifications']);
      await myMatters.getByRole('button', { name: 'Alert me when my matter is called' }).click();
      await expect(myMatters.getByText(/^Browser alerts are on/)).toBeVisible();

      // A Controller who monitors Room1 before its Judge opens it is told who calls the hearing, not to choose
      // one (the Judge's wording), on a laptop and a phone, in English and Hindi.
      const controllerContext = await browser.newContext();
      try {
        const controller = await controllerContext.newPage();
        await signInAs(controller, 'Controller', '/judge-dashboard');
        await controller.getByLabel('Room to monitor').selectOption('Room1');
        await controller.getByRole('button', { name: 'Monitor' }).click();
        const bar = controller.locator('.hearing-bar');
        const controllerFooter = controller.locator('.courtroom-footer');
        // Its footer says what is recorded as to someone who watches, and the bar names no internal room.
        await expectLayoutEverywhere(controller, 'controller-no-hearing', async () => {
          const hindi = await inHindi(controller);
          await expect(bar).toContainText(
            hindi
              ? 'इस कक्ष में अभी कोई सुनवाई जारी नहीं है: इसके न्यायाधीश वाद सूची से मामला पुकारते हैं।'
              : 'No hearing in progress in this room yet: its judge calls one from the cause list.',
          );
          await expect(controllerFooter).toContainText(
            hindi
              ? 'रिकॉर्डिंग नहीं हो रही: इस कक्ष में अभी कोई सुनवाई जारी नहीं है।'
              : 'Not recording: no hearing is in progress in this room yet.',
          );
          await expect(controllerFooter).not.toContainText(
            hindi ? 'पहले एक सुनवाई चुनें' : 'choose a hearing first',
          );
          await expect(bar).not.toContainText('Room1');
        });
      } finally {
        await controllerContext.close();
      }

      // The Judge opens their courtroom and chooses the hearing in progress from the cause list.
      await signInAs(judge, 'Judge');
      await expect(judge).toHaveURL(/\/dashboard$/);
      await judge.goto('/judge-dashboard');
      const main = judge.getByRole('main');
      await expect(main.getByText('No hearing in progress: choose one from the cause list.')).toBeVisible();
      await main.getByRole('button', { name: 'Cause List' }).click();
      const causeList = judge.getByRole('complementary', { name: 'Cause List' });

      // The cause list is of the courts its hearings are heard in, by name, not of the streaming room (Room1).
      // On a phone the Judge's own video is whole, their name too: the footer is not laid over it.
      const side = judge.locator('.courtroom-side');
      const ownVideo = judge.locator('[data-testid="participant-tile"][data-local="true"]').first();
      await expectLayoutEverywhere(judge, 'judge-cause-list', async () => {
        const court = side.getByTestId('cause-list-court');
        if (await inHindi(judge)) {
          await expect(side.getByRole('list', { name: /की आज की वाद सूची$/ })).toBeVisible();
        } else {
          await expect(court).toContainText(OWN_COURT);
          await expect(court).toContainText(OTHERS_COURT);
          await expect(side.getByRole('list', { name: /^Today's cause list of Tis Hazari/ })).toBeVisible();
        }
        await expect(court).not.toContainText('Room1');
        await expect(side.getByRole('list', { name: /Room1/ })).toHaveCount(0);
        if ((judge.viewportSize()?.width ?? 0) < 576) await expectUncovered(ownVideo);
      });

      const hearNow = causeList.getByRole('button', { name: `Hear now: ${ownCase.caseNumber}` });
      await hearNow.click();

      // The Advocate's dashboard, never reloaded, is told at once: a toast (first, before it hides), a system
      // notification, and Join.
      // Named by its court, not the streaming room (issue 37).
      const called = fillMessage(MESSAGES.matterCalled, {
        caseNumber: ownCase.caseNumber,
        court: OWN_COURT,
      });
      await expect(advocate.getByText(called)).toBeVisible();
      await expect(ownMatter).toContainText('Called');
      await expect(ownMatter.getByRole('link', { name: `Join ${ownCase.caseNumber}` })).toBeVisible();
      expect(await notificationsShown(advocate)).toEqual([
        { title: 'Your matter has been called', body: called },
      ]);

      // The Judge's cause list marks it in progress.
      await expect(hearNow).toBeDisabled();
      await expect(causeList.getByRole('listitem').filter({ hasText: ownCase.caseNumber })).toContainText(
        'In progress',
      );
      await expect(main.getByText('No hearing in progress: choose one from the cause list.')).toBeHidden();
      // The hearing bar names the court it is heard in, not the streaming room (issue 37; Hindi in the recording walk).
      const hearingBar = main.locator('.hearing-bar');
      await expect(hearingBar.getByTestId('hearing-court')).toHaveText(OWN_COURT);
      await expect(hearingBar).not.toContainText('Room1');

      // Allow/Dismiss says what it decides: the public stream, not the case.
      const ownListing = causeList.getByRole('listitem').filter({ hasText: ownCase.caseNumber });
      await expect(ownListing.getByText('Public stream', { exact: true })).toBeVisible();
      const publicStream = ownListing.getByRole('group', { name: `Public stream of ${ownCase.caseNumber}` });
      await expect(publicStream.getByText('Allow streaming')).toBeVisible();
      await expect(publicStream.getByText("Don't stream")).toBeVisible();

      // The Viewers panel opens whole, over the page and clear of the sidebar (issue 37), on a laptop and a phone.
      await main.getByRole('button', { name: /^Viewers/ }).click();
      const viewersPanel = main.locator('.viewers-panel');
      await expectLayoutEverywhere(judge, 'judge-viewers', () =>
        expect(viewersPanel).toBeInViewport({ ratio: 1 }),
      );
      await main.getByRole('button', { name: /^Viewers/ }).click();
      await expect(viewersPanel).toHaveCount(0);

      // The public would see it 10 minutes late: Room1 has no stream setup, so the court's default delay holds.
      await expect(judge.locator('.courtroom-footer')).toContainText(
        `Public stream delayed by ${DEFAULT_STREAM_DELAY_MINUTES} minutes`,
      );

      // The Advocate cannot wait for a case that is not theirs, even with its lobby address.
      const [others] = await hearingsOf(advocate, OTHERS_CNR);
      await advocate.goto(`/advocatelobby?hearing=${others?.hearingId}&cnr=${OTHERS_CNR}`);
      await expect(advocate.getByTestId('lobby-refused')).toHaveText(MESSAGES.courtroomIdtYourCase);

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
      // Not the hearing in progress: the Judge sees they wait for its call.
      const othersCard = waitingStrip.getByRole('listitem').filter({ hasText: OTHERS_CASE_NUMBER });
      await expect(othersCard).toContainText('Waiting for the call');

      // Their own case is Live on Live Sessions; Join opens the lobby, which waits at once.
      await advocate
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Live Sessions' })
        .click();
      await advocate.getByLabel('CNR Number').fill(ownCase.cnr);
      const row = advocate
        .getByRole('region', { name: 'Live Sessions' })
        .getByRole('row')
        .filter({ hasText: ownCase.cnr });
      await row.getByRole('link', { name: 'Join' }).click();
      await expect(advocate).toHaveURL(new RegExp(`/advocatelobby\\?hearing=\\d+&cnr=${ownCase.cnr}$`));
      await expect(advocate.getByTestId('lobby-case-number')).toHaveText(ownCase.caseNumber);
      await expect(advocate.getByTestId('lobby-parties')).toHaveText(ownCase.parties);
      await expect(advocate.getByTestId('lobby-court')).toHaveText(OWN_COURT);
      await expect(advocate.getByText('Waiting for the judge to admit you.')).toBeVisible();
      await expect(advocate.getByRole('img', { name: 'Waiting' })).toBeVisible();
      await expectFramesDecoded(advocate.getByTestId('lobby-preview'));
      await expect(advocate.getByRole('heading', { level: 2, name: 'Cases' })).toBeVisible();
      await expectAccessible(advocate);

      // The Judge sees the waiting card and admits; the Advocate is told and accepts into a new tab.
      await expect(waitingStrip.getByText(ownCase.caseNumber)).toBeVisible();
      const ownCard = waitingStrip.getByRole('listitem').filter({ hasText: ownCase.caseNumber });
      await expect(ownCard).not.toContainText('Waiting for the call');
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
      await expect(waitingStrip.getByText(ownCase.caseNumber)).toBeHidden();
      await expect(meeting).toHaveURL(/\/meeting\?room=Room1$/);

      // Both receive the other's video, through the SFU (Janus).
      await expectFramesDecoded(remoteVideo(meeting));
      await expectFramesDecoded(remoteVideo(judge));
      await expect(meeting.locator('.meeting-page')).toHaveAttribute('data-transport', 'sfu');
      await expect(judge.locator('.courtroom-stage')).toHaveAttribute('data-transport', 'sfu');
      await expect(judge.getByTestId('mesh-fallback')).toHaveCount(0);

      // The Advocate's microphone and camera say whether they are on, in words (and aria-pressed), and their own
      // tile follows the camera: their name while it is off, their picture again once it is on.
      const switches = meeting.locator('.meeting-controls button[aria-pressed]');
      const [microphone, camera] = [switches.nth(0), switches.nth(1)];
      const ownPicture = meeting.locator('[data-testid="participant-tile"][data-local="true"] video');
      await expect(microphone).toHaveAccessibleName('Microphone');
      await expectLayoutEverywhere(meeting, 'advocate-controls', async () => {
        const [on, off] = (await inHindi(meeting)) ? ['चालू', 'बंद'] : ['On', 'Off'];
        await expect(microphone).toHaveAttribute('aria-pressed', 'true');
        await expect(microphone).toContainText(on);
        await camera.click();
        await expect(camera).toHaveAttribute('aria-pressed', 'false');
        await expect(camera).toContainText(off);
        await expect(ownPicture).toBeHidden();
        await camera.click();
        await expect(camera).toHaveAttribute('aria-pressed', 'true');
        await expect(camera).toContainText(on);
        await expect(ownPicture).toBeVisible();
      });

      // On a 1366x768 laptop, with the cause list open and both on the grid, the controls stay on screen.
      await judge.setViewportSize({ width: 1366, height: 768 });
      for (const control of ['Start Streaming', 'Start Recording', 'End']) {
        await expect(main.getByRole('button', { name: control, exact: true })).toBeInViewport({ ratio: 1 });
      }

      // On a phone the tiles take the whole width, one under another, the judge's on top.
      await meeting.setViewportSize({ width: 420, height: 860 });
      const judgeTile = meeting.locator('[data-testid="participant-tile"][data-role="Judge"]').first();
      const ownTile = meeting.locator('[data-testid="participant-tile"][data-local="true"]');
      // Measured once the page has laid itself out at the new width, not in the frame the resize lands in, nor
      // while a video's first frame still changes its tile's height (and a scrollbar comes or goes).
      await expect
        .poll(async () => {
          const [judgeBox, ownBox] = await Promise.all([judgeTile.boundingBox(), ownTile.boundingBox()]);
          return {
            wide: (judgeBox?.width ?? 0) > 360,
            sameWidth: ownBox?.width === judgeBox?.width,
            ownBelow: (ownBox?.y ?? 0) > (judgeBox?.y ?? Infinity),
          };
        })
        .toEqual({ wide: true, sameWidth: true, ownBelow: true });

      // Through the SFU each receiver gets the simulcast layer its tile needs: the phone's narrow tile a smaller
      // picture of the Judge than the Judge's camera sends at its top layer (what the Judge's own tile shows). The
      // same sender at both ends: the Advocate's top layer may still be held back while its bandwidth ramps up.
      const videoWidth = (page: typeof judge, tile: string) =>
        page.locator(`${tile} video`).evaluate((video: HTMLVideoElement) => video.videoWidth);
      await expect
        .poll(async () => {
          const [onPhone, captured] = await Promise.all([
            videoWidth(meeting, '[data-testid="participant-tile"][data-role="Judge"]'),
            videoWidth(judge, '[data-testid="participant-tile"][data-local="true"]'),
          ]);
          return onPhone > 0 && onPhone < captured;
        })
        .toBe(true);

      // The Advocate's End is Leave: the hearing goes on without them.
      const controls = meeting.getByRole('toolbar', { name: 'Your controls' });
      await expect(controls.getByRole('button', { name: 'End' })).toHaveCount(0);
      await controls.getByRole('button', { name: 'Leave' }).click();
      const leaveDialog = meeting.getByRole('dialog', { name: 'Leave the hearing' });
      await expect(leaveDialog).toContainText('the hearing continues without you');
      await leaveDialog.getByRole('button', { name: 'CANCEL' }).click();
      await expect(leaveDialog).toBeHidden();

      // The Judge mutes and blurs the Advocate; the Advocate's own tile and controls follow.
      const advocateTile = judge.locator('[data-testid="participant-tile"][data-local="false"]').first();
      const moderateButton = advocateTile.getByRole('button', { name: /^Moderate / });
      await expect(moderateButton).toHaveText('Moderate');
      const moderate = async (item: string) => {
        await moderateButton.click();
        await advocateTile.getByText(item, { exact: true }).click();
      };
      await moderate('Mute');
      await expect(ownTile).toHaveAttribute('data-muted', 'true');
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
  },
);
