import { MESSAGES, type ArchivalRequest, type CaseRow, type SavedCase } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { archivalRequests } from '../../core/db/schema/index.ts';
import { courtRoomValue } from '../../seed/masters-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import {
  VIDEOS_PATH,
  addRecording,
  createMediaTestApp,
  videoOf,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { listHearing } from '../../test/fixtures/cases.ts';

let t: MediaTestApp;
let controller: TestClient;
/** The requester: an Advocate, so the saved-cases list is covered too. */
let requester: TestClient;
let someoneElse: TestClient;
let hearingId: number;

const CNR = 'DLSW010000612024';
const HEARING_DATE = '2025-01-20';
const COURT_ROOM = courtRoomValue('DLSW01', 2);
const REASON = 'Counsel needs the recording of the arguments for the appeal.';

beforeAll(async () => {
  t = await createMediaTestApp();
  [controller, requester, someoneElse] = await Promise.all([
    clientAs(t.app, 'Controller'),
    clientAs(t.app, 'Advocate'),
    clientAs(t.app, 'Individual'),
  ]);
  hearingId = await listHearing(controller, {
    cnr: CNR,
    nextDate: HEARING_DATE,
    caseNumber: 'CS/own-request',
    roomId: 'Room2',
    courtRoom: COURT_ROOM,
  });
  await addRecording(t, { hearingId, state: 'expired' });
  expect((await requester.post('/streaming/savedCases', { cnr: CNR })).statusCode).toBe(201);
});
afterAll(() => t.close());

async function cnrRowOf(client: TestClient): Promise<CaseRow | undefined> {
  const rows: CaseRow[] = (await client.post('/streaming/crnSearch', { crnNumber: CNR })).json().data;
  return rows.find((row) => row.hearingId === hearingId);
}

async function courtRowOf(client: TestClient): Promise<CaseRow | undefined> {
  const response = await client.get(`/streaming/courtHearings?courtRoom=${encodeURIComponent(COURT_ROOM)}`);
  return (response.json().data as CaseRow[]).find((row) => row.hearingId === hearingId);
}

async function savedRowOfRequester(): Promise<CaseRow | null | undefined> {
  const saved: SavedCase[] = (await requester.get('/streaming/savedCases')).json().data;
  return saved.find((entry) => entry.cnr === CNR)?.hearing;
}

async function ownRequests(): Promise<ArchivalRequest[]> {
  const requests: ArchivalRequest[] = (await requester.get('/archival/myRequests')).json().data;
  return requests.filter((request) => request.cnr === CNR);
}

describe("the requester's own archival request on the search rows", () => {
  it('is none before a request: the hearing is Expired for everyone', async () => {
    for (const client of [requester, someoneElse]) {
      expect(await cnrRowOf(client)).toMatchObject({ status: 'Expired', archivalRequest: null });
    }
  });

  it("shows a pending request on the requester's rows only", async () => {
    const filed = await requester.post('/archival/request', {
      cnr: CNR,
      hearingDate: HEARING_DATE,
      reason: REASON,
      termsAccepted: true,
    });
    expect(filed.statusCode).toBe(201);
    const pending = { status: 'Expired', archivalRequest: { status: 'Pending' } };
    expect(await cnrRowOf(requester)).toMatchObject(pending);
    expect(await courtRowOf(requester)).toMatchObject(pending);
    expect(await savedRowOfRequester()).toMatchObject(pending);
    expect(await cnrRowOf(someoneElse)).toMatchObject({ archivalRequest: null });
    expect((await ownRequests())[0]).toMatchObject({ status: 'Pending', viewableHearingId: null });
  });

  it('shows an approval until when it lasts, on every list and the video, to the requester alone', async () => {
    const [request] = await ownRequests();
    expect((await controller.put(`/archival/approve/${request!.id}`, { accessDays: 3 })).statusCode).toBe(
      200,
    );
    // A new request filed while the approval lasts does not hide it.
    const again = { cnr: CNR, hearingDate: HEARING_DATE, reason: REASON, termsAccepted: true };
    expect((await requester.post('/archival/request', again)).statusCode).toBe(201);

    const [, approved] = await ownRequests();
    expect(approved).toMatchObject({ status: 'Approved', viewableHearingId: hearingId });
    const open = {
      status: 'Expired',
      archivalRequest: { status: 'Approved', accessUntil: approved!.accessUntil },
    };
    expect(await cnrRowOf(requester)).toMatchObject(open);
    expect(await courtRowOf(requester)).toMatchObject(open);
    expect(await savedRowOfRequester()).toMatchObject(open);
    const video = await requester.get(`${VIDEOS_PATH}/${hearingId}`);
    expect(video.statusCode).toBe(200);
    expect(videoOf(video).hearing).toMatchObject(open);

    expect(await cnrRowOf(someoneElse)).toMatchObject({ status: 'Expired', archivalRequest: null });
    expect(await courtRowOf(someoneElse)).toMatchObject({ archivalRequest: null });
    const refused = await someoneElse.get(`${VIDEOS_PATH}/${hearingId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(MESSAGES.recordingNotAvailable);
  });

  it('turns back once the access ended: the newer request is pending, the approval no longer shown', async () => {
    const [, approved] = await ownRequests();
    await t.db
      .update(archivalRequests)
      .set({ accessUntil: new Date(Date.now() - 60_000) })
      .where(eq(archivalRequests.id, approved!.id));

    // Written behind the app's back: on PostgreSQL the database tells the app's cache a moment later.
    await vi.waitFor(async () =>
      expect(await cnrRowOf(requester)).toMatchObject({
        status: 'Expired',
        archivalRequest: { status: 'Pending' },
      }),
    );
    expect((await ownRequests())[1]).toMatchObject({ status: 'Approved', viewableHearingId: null });
    expect((await requester.get(`${VIDEOS_PATH}/${hearingId}`)).statusCode).toBe(404);
  });

  it('shows nothing once the pending one is rejected too: the hearing can be requested again', async () => {
    const [pending] = await ownRequests();
    const rejected = await controller.put(`/archival/reject/${pending!.id}`, { note: 'Held in camera.' });
    expect(rejected.statusCode).toBe(200);
    expect(await cnrRowOf(requester)).toMatchObject({ status: 'Expired', archivalRequest: null });
  });
});
