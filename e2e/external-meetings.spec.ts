import { MESSAGES } from '@nyaya/shared';
import { ROOM1, expect, expectAccessible, signInAs, test } from './fixtures';
import { OWN_CASE } from './support/courtroom-flow';

const LINK = 'https://districtcourt.webex.com/meet/room1';

test(
  'the Controller sets Room1’s meeting link for today; the listed Advocate joins it from /webExmeetingJoin',
  ROOM1,
  async ({ page: controller, browser }) => {
    await signInAs(controller, 'Controller');
    await controller.getByRole('link', { name: 'External meetings', exact: true }).click();
    await expect(controller.getByRole('heading', { level: 1, name: 'External Meetings' })).toBeVisible();
    const link = controller.getByLabel('Meeting link for Room1');
    const room1 = controller.getByRole('row').filter({ has: link });

    await link.fill('http://districtcourt.webex.com/meet/room1');
    await room1.getByRole('button', { name: 'Save' }).click();
    await expect(link).toHaveAccessibleDescription(MESSAGES.meetingLinkInvalid);
    await link.fill(LINK);
    await room1.getByRole('button', { name: 'Save' }).click();
    await expect(controller.getByText(MESSAGES.meetingLinkSaved)).toBeVisible();
    await expect(room1.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expectAccessible(controller);

    const advocateContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const advocate = await advocateContext.newPage();
    try {
      await signInAs(advocate, 'Advocate');
      await advocate.goto('/webExmeetingJoin');
      const meeting = advocate.getByRole('listitem').filter({ hasText: 'Room1' });
      await expect(meeting).toContainText(OWN_CASE.caseNumber);
      const join = meeting.getByRole('link', { name: 'Join meeting' });
      await expect(join).toHaveAttribute('target', '_blank');
      const joinPath = (await join.getAttribute('href')) ?? '';
      await expectAccessible(advocate);
      await advocate.screenshot({ path: '/tmp/external-meetings-advocate.png', fullPage: true });
      await advocate.goto('/dashboard');
      await expect(
        advocate.getByRole('link', { name: `Join the external meeting of ${OWN_CASE.caseNumber}` }),
      ).toHaveAttribute('href', joinPath);
      // Join leads, once logged, to the conference (which this machine cannot reach, so it is not opened).
      const joined = await advocate.request.get(joinPath, { maxRedirects: 0 });
      expect(joined.status()).toBe(303);
      expect(joined.headers().location).toBe(LINK);

      await controller.screenshot({ path: '/tmp/external-meetings-controller.png', fullPage: true });
      await room1.getByRole('button', { name: 'Remove' }).click();
      await expect(controller.getByText(MESSAGES.meetingLinkRemoved)).toBeVisible();
      await expect(link).toHaveValue('');
      await advocate.reload();
      await expect(
        advocate.getByRole('link', { name: `Wait for the call of ${OWN_CASE.caseNumber}` }),
      ).toBeVisible();
      await expect(advocate.getByRole('link', { name: /^Join the external meeting/ })).toHaveCount(0);
      await advocate.goto('/webExmeetingJoin');
      await expect(
        advocate.getByText('No external meeting is set for your hearings from today on.'),
      ).toBeVisible();
    } finally {
      await advocateContext.close();
    }
  },
);
