import { MESSAGES } from '@nyaya/shared';
import { ROOM1, expect, expectAccessible, signInAs, test } from './fixtures';
import { saveShot } from './support/shots.ts';

const LINK = 'https://districtcourt.webex.com/meet/room2';
/**
 * The demo Advocate's matter in Room2 today (Tis Hazari's Court No. 2): no walk hears it (the demo Judge sits in
 * Room1), so it is listed whenever this walk runs, and Wait for the call is offered once the link is removed.
 */
const LISTED_MATTER = 'HMA/903/2024';

test(
  'the Controller sets Room2’s meeting link for today; the listed Advocate joins it from /webExmeetingJoin',
  ROOM1,
  async ({ page: controller, browser }) => {
    await signInAs(controller, 'Controller');
    await controller.getByRole('link', { name: 'External meetings', exact: true }).click();
    await expect(controller.getByRole('heading', { level: 1, name: 'External Meetings' })).toBeVisible();
    const link = controller.getByLabel('Meeting link for Room2');
    const room2 = controller.getByRole('row').filter({ has: link });

    await link.fill('http://districtcourt.webex.com/meet/room2');
    await room2.getByRole('button', { name: 'Save' }).click();
    await expect(link).toHaveAccessibleDescription(MESSAGES.meetingLinkInvalid);
    await link.fill(LINK);
    await room2.getByRole('button', { name: 'Save' }).click();
    await expect(controller.getByText(MESSAGES.meetingLinkSaved)).toBeVisible();
    await expect(room2.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expectAccessible(controller);

    const advocateContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const advocate = await advocateContext.newPage();
    try {
      await signInAs(advocate, 'Advocate', '/webExmeetingJoin');
      const meeting = advocate.getByRole('listitem').filter({ hasText: 'Room2' });
      await expect(meeting).toContainText(LISTED_MATTER);
      const join = meeting.getByRole('link', { name: 'Join meeting' });
      await expect(join).toHaveAttribute('target', '_blank');
      const joinPath = (await join.getAttribute('href')) ?? '';
      await expectAccessible(advocate);
      await saveShot(advocate, 'external-meetings-advocate');
      await advocate.goto('/dashboard');
      await expect(
        advocate.getByRole('link', { name: `Join the external meeting of ${LISTED_MATTER}` }),
      ).toHaveAttribute('href', joinPath);
      // Join leads, once logged, to the conference (which this machine cannot reach, so it is not opened).
      const joined = await advocate.request.get(joinPath, { maxRedirects: 0 });
      expect(joined.status()).toBe(303);
      expect(joined.headers().location).toBe(LINK);

      await saveShot(controller, 'external-meetings-controller');
      await room2.getByRole('button', { name: 'Remove' }).click();
      await expect(controller.getByText(MESSAGES.meetingLinkRemoved)).toBeVisible();
      await expect(link).toHaveValue('');
      await advocate.reload();
      await expect(
        advocate.getByRole('link', { name: `Wait for the call of ${LISTED_MATTER}` }),
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
