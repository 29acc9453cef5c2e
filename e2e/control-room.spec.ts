import {
  API_PREFIX,
  DEFAULT_YOUTUBE_RTMP_PREFIX,
  courtDate,
  type CauseListEntry,
  type StreamSetup,
} from '@nyaya/shared';
import { VALID_CAUSE_LIST_ENTRY } from '@nyaya/shared/testing';
import type { Page } from '@playwright/test';
import { ROOM1, expect, expectAccessible, test, signInAs, expectNoSidewaysScroll } from './fixtures.ts';
import { csrfHeaders } from './support/session-api.ts';

/** The signed-in page's session as an API client (the same cookies, the CSRF header on changes). */
async function sessionApi(page: Page) {
  const headers = await csrfHeaders(page);
  const send = async <Data = unknown>(
    method: 'post' | 'put' | 'delete',
    path: string,
    data: object,
    status = 200,
  ) => {
    const response = await page.request[method](`${API_PREFIX}${path}`, { data, headers });
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()).data as Data;
  };
  return { send };
}

const roomCard = (page: Page, roomId: string) => page.getByRole('article', { name: roomId, exact: true });

/** What a card says of a room no courtroom is using. */
const IDLE_STATUSES = ['Live: off', 'Streaming: off', 'Recording: off', 'Viewers: 0', 'Waiting advocates: 0'];

test(
  "the Controller's control room shows each streaming room and follows changes made elsewhere, without a reload",
  ROOM1,
  async ({ page, browser }) => {
    await signInAs(page, 'Controller');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Control Room' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    // The demo cause list: two hearings today in Room1, one each in Room2 and Room3; no stream setups yet.
    for (const [roomId, today] of [
      ['Room1', 2],
      ['Room2', 1],
      ['Room3', 1],
    ] as const) {
      const card = roomCard(page, roomId);
      await expect(card.getByRole('link', { name: `Today's cause list: ${today}` })).toHaveAttribute(
        'href',
        '/causelist',
      );
      await expect(card.getByRole('link', { name: 'No stream setup' })).toBeVisible();
      for (const status of IDLE_STATUSES) {
        await expect(card).toContainText(status);
      }
      // What the count is: the court rooms whose hearings the room streams (Court No. n of each complex).
      await expect(card.getByText('Streams the hearings of 12 court rooms', { exact: true })).toBeVisible();
    }
    await roomCard(page, 'Room1').getByText('Streams the hearings of 12 court rooms').click();
    await expect(
      roomCard(page, 'Room1').getByText(
        'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)',
      ),
    ).toBeVisible();
    await expectAccessible(page);
    // Survives only as long as the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { controlRoomMarker: true }));

    // The same Controller at another desk changes Room1's stream setup and Room2's cause list for today.
    const elsewhere = await browser.newContext();
    const desk = await elsewhere.newPage();
    await signInAs(desk, 'Controller');
    await expect(desk).toHaveURL(/\/dashboard$/);
    const api = await sessionApi(desk);
    const setup = await api.send<StreamSetup>(
      'post',
      '/streaming/controller/streamsetup',
      {
        roomId: 'Room1',
        youtubeUrl: `${DEFAULT_YOUTUBE_RTMP_PREFIX}/room1`,
        youtubeKey: 'yt-key-room1-abcd',
        facebookUrl: 'rtmps://live-api-s.facebook.com:443/rtmp/',
        facebookKey: 'fb-key-room1-wxyz',
        liveStreamDelay: 4,
      },
      201,
    );
    await expect(roomCard(page, 'Room1').getByRole('link', { name: 'Delay: 4 min' })).toBeVisible();
    await api.send('put', '/streaming/controller/updateAllStreamDelay', { newId: [setup.id], newDelay: 6 });
    await expect(roomCard(page, 'Room1').getByRole('link', { name: 'Delay: 6 min' })).toBeVisible();

    const entry = await api.send<CauseListEntry>(
      'post',
      '/causeList/controller/addCauseList',
      {
        ...VALID_CAUSE_LIST_ENTRY,
        nextDate: courtDate(),
        roomId: 'Room2',
        cnr: `DLND01${Date.now().toString().slice(-6)}2024`,
      },
      201,
    );
    await expect(roomCard(page, 'Room2').getByRole('link', { name: "Today's cause list: 2" })).toBeVisible();
    await expect(roomCard(page, 'Room3').getByRole('link', { name: "Today's cause list: 1" })).toBeVisible();
    expect(await page.evaluate(() => 'controlRoomMarker' in window)).toBe(true);

    // Undone the same way, so the rest of the suite sees the demo data.
    await api.send('delete', '/causeList/controller/deleteCauseList', { streamIds: [entry.hearingId] });
    await api.send('delete', '/streaming/controller/deletestream', { streamIds: [setup.id] });
    await expect(roomCard(page, 'Room2').getByRole('link', { name: "Today's cause list: 1" })).toBeVisible();
    await expect(roomCard(page, 'Room1').getByRole('link', { name: 'No stream setup' })).toBeVisible();
    await elsewhere.close();

    // A phone's width: one card a row, nothing wider than the screen.
    await page.setViewportSize({ width: 420, height: 900 });
    await expect(roomCard(page, 'Room3')).toBeVisible();
    // Measured once the page has laid out at the new width (polled), not in the frame the resize lands in.
    const room2BelowRoom1 = async () => {
      const [room1, room2] = await Promise.all(
        ['Room1', 'Room2'].map((roomId) => roomCard(page, roomId).boundingBox()),
      );
      return (room2?.y ?? 0) - ((room1?.y ?? 0) + (room1?.height ?? 0));
    };
    await expect.poll(room2BelowRoom1).toBeGreaterThan(-1);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await roomCard(page, 'Room2').getByRole('link', { name: "Today's cause list: 1" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cause List' })).toBeVisible();
  },
);
