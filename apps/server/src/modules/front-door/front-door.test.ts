import {
  API_PREFIX,
  COURTROOM_EVENTS as E,
  MESSAGES,
  PUBLIC_CASE_CHECKS_PER_IP_PER_MINUTE,
  STREAMING_EXCLUSIONS,
  courtDate,
  type CaseRow,
  type LiveCourt,
  type PublicCaseStatus,
} from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { courtRoomValue } from '../../seed/masters-data.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { nextIp } from '../../test/http.ts';
import { listHearing } from '../../test/fixtures/cases.ts';
import { entryBody } from '../../test/fixtures/cause-list.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import { H264 } from '../../test/fixtures/recording.ts';
import { listReasons } from '../reasons/service.ts';

const suite = courtroomSuite();
/** Dwarka Courts' Court No. 2, which Room2 streams. */
const COURT_ROOM = courtRoomValue('DLSW01', 2);

/** A call with no session, cookie or CSRF token: a member of the public. */
function anonymously(path: string, ip = nextIp()) {
  return suite.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public${path}`, remoteAddress: ip });
}

const caseStatus = async (cnr: string): Promise<PublicCaseStatus> => {
  const response = await anonymously(`/cases/${cnr}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const liveCourts = async (): Promise<LiveCourt[]> => (await anonymously('/live')).json().data;
/** Today's hearing of OWN_CASE as case search shows it to a client, and as the front door's CNR check does. */
const searchedStatus = async (client: TestClient) =>
  ((await client.post('/streaming/crnSearch', { crnNumber: OWN_CASE })).json().data as CaseRow[]).find(
    (row) => row.hearingDate === courtDate(),
  )?.status;
const checkedStatus = async () => (await caseStatus(OWN_CASE)).nextHearing?.status;

describe('GET /public/cases/:cnr', () => {
  it('gives anyone a case’s next hearing, its court and every hearing’s status, newest first', async () => {
    const cnr = 'DLSW010077712024';
    const caseNumber = 'CS/777/2024';
    for (const nextDate of ['2025-02-03', '2031-05-06', '2030-04-05']) {
      await listHearing(suite.controller, {
        cnr,
        nextDate,
        caseNumber,
        roomId: 'Room2',
        courtRoom: COURT_ROOM,
      });
    }
    const status = await caseStatus(`${cnr.slice(0, 4)}-${cnr.slice(4, 6)}-${cnr.slice(6)}`.toLowerCase());
    expect(status.cnr).toBe(cnr);
    expect(status.hearings.map((hearing) => [hearing.date, hearing.status])).toEqual([
      ['2031-05-06', 'Upcoming'],
      ['2030-04-05', 'Upcoming'],
      ['2025-02-03', 'Unrecorded'],
    ]);
    expect(status.nextHearing).toEqual({
      caseNumber,
      date: '2030-04-05',
      court: { en: expect.stringContaining('Court No. 2'), hi: expect.stringContaining('न्यायालय कक्ष सं. 2') },
      status: 'Upcoming',
      streamable: true,
      parties: { petitioner: expect.any(String), respondent: expect.any(String) },
      withheld: null,
    });
  });

  it.each(STREAMING_EXCLUSIONS.filter((exclusion) => exclusion !== 'none'))(
    'never shows the parties of a %s matter, nor anyone’s advocates, and says it is not streamed',
    async (exclusion) => {
      const cnr = `DLSW0100${String(STREAMING_EXCLUSIONS.indexOf(exclusion)).padStart(4, '0')}2024`;
      const listed = await suite.controller.post(
        '/causeList/controller/addCauseList',
        entryBody({
          cnr,
          nextDate: '2030-01-01',
          streamingExclusion: exclusion,
          petitioner: 'Secret Petitioner',
          respondent: 'Secret Respondent',
        }),
      );
      expect(listed.statusCode).toBe(201);
      const status = await caseStatus(cnr);
      expect(status.nextHearing).toMatchObject({ parties: null, withheld: exclusion, streamable: false });
      const body = JSON.stringify(status);
      expect(body).not.toContain('Secret');
      expect(body).not.toMatch(/advocate/i);
    },
  );

  it('says a CNR no court lists is not listed, naming the field', async () => {
    const response = await anonymously('/cases/DLSW019999992024');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'caseNotListed',
      message: MESSAGES.caseNotListed,
      field: 'cnr',
    });
  });

  it.each([
    ['DLSW0100', MESSAGES.cnrLength],
    ['DLSW01000000202X', MESSAGES.cnrFormat],
    ['%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00', MESSAGES.controlCharacters],
  ])('refuses the CNR %s with its message', async (cnr, message) => {
    const response = await anonymously(`/cases/${cnr}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message, field: 'cnr' });
  });

  it(`lets one address check ${PUBLIC_CASE_CHECKS_PER_IP_PER_MINUTE} cases a minute, then says to wait`, async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let check = 0; check <= PUBLIC_CASE_CHECKS_PER_IP_PER_MINUTE; check++) {
      codes.push((await anonymously(`/cases/${OWN_CASE}`, ip)).statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another address is not held back by it.
    expect((await anonymously(`/cases/${OWN_CASE}`)).statusCode).toBe(200);
  });
});

describe('GET /public/live', () => {
  it('lists a court room, and search and the CNR check show its hearing Live to those who watch, while it is on air and recorded, and no more once the judge stops streaming', async () => {
    expect(await liveCourts()).toEqual([]);
    const hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
    const individual = await clientAs(suite.t.app, 'Individual');
    const judge = await suite.open(suite.judge);
    await granted(judge, E.joinRoom, {});
    await granted(judge, E.setHearing, { roomId: 'Room1', hearingId });
    // In session but not streaming: not live to the public, nor to a watcher in search or the CNR check; live to
    // the advocate, who joins the hearing.
    expect(await liveCourts()).toEqual([]);
    expect(await searchedStatus(individual)).not.toBe('Live');
    expect(await checkedStatus()).not.toBe('Live');
    expect(await searchedStatus(suite.advocate)).toBe('Live');

    // Streaming without recording: the public stream is made of the recording, so its viewers would only wait.
    await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: true });
    expect(await liveCourts()).toEqual([]);
    expect(await searchedStatus(individual)).not.toBe('Live');
    expect(await searchedStatus(suite.controller)).not.toBe('Live');
    expect(await checkedStatus()).not.toBe('Live');

    await granted(judge, E.startRecording, { roomId: 'Room1', mimeType: H264 });
    expect(await searchedStatus(individual)).toBe('Live');
    expect(await searchedStatus(suite.controller)).toBe('Live');
    expect(await checkedStatus()).toBe('Live');
    const response = await anonymously('/live');
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    expect(response.json().data).toEqual([
      {
        roomId: 'Room1',
        court: { en: expect.any(String), hi: expect.any(String) },
        hearingId,
        caseNumber: expect.any(String),
        cnr: OWN_CASE,
      },
    ]);
    expect(JSON.stringify(response.json())).not.toMatch(/petitioner|respondent|advocate/i);

    const [reason] = await listReasons(suite.t.db);
    await granted(judge, E.setStreaming, { roomId: 'Room1', streaming: false, reasonId: reason?.id });
    expect(await liveCourts()).toEqual([]);
    expect(await searchedStatus(individual)).not.toBe('Live');
    expect(await checkedStatus()).not.toBe('Live');
    expect(await searchedStatus(suite.advocate)).toBe('Live');
  });
});
