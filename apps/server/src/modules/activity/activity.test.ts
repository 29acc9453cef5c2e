import { ACTIVITY_LIST_LIMIT, API_PREFIX, MESSAGES, demoAccount, type OwnActivity } from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, otpChallenges } from '../../core/db/schema/index.ts';
import { clientAs, clientOf, type TestClient } from '../../test/client.ts';
import { nextIp, post, sessionCookieFor, signIn } from '../../test/http.ts';
import { newestCodeTo, signUpVerified } from '../../test/signup.ts';
import { openSocket } from '../../test/fixtures/account.ts';
import {
  addRecording,
  createMediaTestApp,
  listPastHearing,
  VIDEOS_PATH,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';

let t: MediaTestApp;
let url: string;
let controller: TestClient;
beforeAll(async () => {
  t = await createMediaTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());

const activityOf = async (client: TestClient): Promise<OwnActivity> => {
  const response = await client.get('/users/activity');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: OwnActivity }>().data;
};

describe('GET /users/activity', () => {
  it('lists the signed-in sessions, this one marked, with the sign-ins and failed tries from where they came', async () => {
    const { email } = demoAccount('Reader');
    const failedFrom = nextIp();
    expect((await signIn(t.app, email, 'Wrong@12345', failedFrom)).statusCode).toBe(401);
    const elsewhere = nextIp();
    await sessionCookieFor(t.app, email, elsewhere);
    const reader = await clientAs(t.app, 'Reader');

    const { sessions, accountEvents } = await activityOf(reader);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ ip: reader.ip, userAgent: 'lightMyRequest' }),
    ]);
    expect(sessions.map((session) => session.ip)).toEqual(expect.arrayContaining([reader.ip, elsewhere]));
    expect(accountEvents.slice(0, 3)).toEqual([
      expect.objectContaining({ event: 'sign_in', ip: reader.ip }),
      expect.objectContaining({ event: 'sign_in', ip: elsewhere }),
      expect.objectContaining({ event: 'sign_in_failed', ip: failedFrom }),
    ]);
    for (const event of accountEvents) expect(Date.parse(event.at)).not.toBeNaN();
  });

  it('shows only the user’s own: another account’s sessions, codes and requests never appear', async () => {
    const judge = await clientAs(t.app, 'Judge');
    const individual = await clientAs(t.app, 'Individual');
    const [ofJudge, ofIndividual] = await Promise.all([activityOf(judge), activityOf(individual)]);
    const judgeSessions = new Set(ofJudge.sessions.map((session) => session.id));
    expect(ofIndividual.sessions.some((session) => judgeSessions.has(session.id))).toBe(false);
    expect(ofJudge.sessions.some((session) => session.ip === individual.ip)).toBe(false);
    expect(ofJudge.accountEvents.some((event) => event.ip === individual.ip)).toBe(false);
  });

  it('lists the codes sent with where they went and what became of them', async () => {
    const advocate = await clientAs(t.app, 'Advocate');
    const newEmail = 'advocate.activity@example.in';
    const sent = await advocate.post('/users/profile/sendEmailVerificationContact', {
      email: newEmail,
      oldEmail: demoAccount('Advocate').email,
    });
    expect(sent.statusCode).toBe(200);
    const [code] = (await activityOf(advocate)).codesSent;
    expect(code).toEqual({
      purpose: 'change_email',
      to: newEmail,
      sentAt: expect.any(String),
      state: 'waiting',
    });
  });

  it('tells a code a resend replaced, never entered, from one used; the newer code waits, then is used', async () => {
    const email = 'activity.resend@example.in';
    const owner = await signedUpIndividual(email);
    const newEmail = 'activity.resend.new@example.in';
    const send = () =>
      owner.post('/users/profile/sendEmailVerificationContact', { email: newEmail, oldEmail: email });
    expect((await send()).statusCode).toBe(200);
    // The resend interval has passed since that code.
    await t.db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(otpChallenges.target, newEmail));
    const resent = await send();
    expect(resent.statusCode).toBe(200);
    const statesOfChange = async () =>
      (await activityOf(owner)).codesSent
        .filter((code) => code.purpose === 'change_email')
        .map((code) => code.state);
    expect(await statesOfChange()).toEqual(['waiting', 'replaced']);

    const saved = await owner.post('/users/profile/emailContactOTPVerification', {
      otp: await newestCodeTo(t.app, newEmail),
      token: resent.json().data.token,
      oldEmail: email,
    });
    expect(saved.statusCode).toBe(200);
    expect(await statesOfChange()).toEqual(['used', 'replaced']);
  });

  it('counts each hearing whose recordings the user opened, and the access log keeps every view', async () => {
    const hearing = await listPastHearing(t, controller, { cnr: 'DLNW010000612024', daysAgo: 3 });
    await addRecording(t, { hearingId: hearing.id });
    const individual = await clientAs(t.app, 'Individual');
    for (let view = 0; view < 2; view += 1) {
      expect((await individual.get(`${VIDEOS_PATH}/${hearing.id}`)).statusCode).toBe(200);
    }
    // A hearing with no recording open to the user is no view.
    expect((await individual.get(`${VIDEOS_PATH}/999999`)).statusCode).toBe(404);

    expect((await activityOf(individual)).recordingsViewed).toEqual([
      { cnr: hearing.cnr, hearingDate: hearing.hearingDate, lastViewedAt: expect.any(String), views: 2 },
    ]);
    const logged = await t.db
      .select({ role: accessLog.role, ip: accessLog.ip })
      .from(accessLog)
      .where(and(eq(accessLog.event, 'recording_viewed'), eq(accessLog.target, hearing.cnr)));
    expect(logged).toEqual([
      { role: 'Individual', ip: individual.ip },
      { role: 'Individual', ip: individual.ip },
    ]);
  });

  it(`keeps each list to the newest ${ACTIVITY_LIST_LIMIT}`, async () => {
    const { email } = demoAccount('SuperAdmin');
    for (let attempt = 0; attempt <= ACTIVITY_LIST_LIMIT; attempt += 1)
      await sessionCookieFor(t.app, email, nextIp());
    const admin = await clientAs(t.app, 'SuperAdmin');
    const { accountEvents, sessions } = await activityOf(admin);
    expect(accountEvents).toHaveLength(ACTIVITY_LIST_LIMIT);
    expect(accountEvents[0]).toMatchObject({ event: 'sign_in', ip: admin.ip });
    // Sessions are not trimmed: every one that can still act is shown, so that it can be signed out.
    expect(sessions.length).toBeGreaterThan(ACTIVITY_LIST_LIMIT);
  });

  it('answers no one signed out (401)', async () => {
    const response = await t.app.inject({ url: `${API_PREFIX}/users/activity` });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /users/sessions/signOutOthers', () => {
  it('ends every other session and its sockets at once, keeps this one, and logs it', async () => {
    const email = 'activity.owner@example.in';
    const owner = await signedUpIndividual(email);
    const others = await Promise.all(
      [nextIp(), nextIp()].map((ip) => sessionCookieFor(t.app, email, ip, VALID_ADVOCATE_SIGNUP.password)),
    );
    const otherSockets = await Promise.all(others.map((cookies) => openSocket(url, cookies)));
    const ownSocket = await openSocket(url, owner.session);
    expect((await activityOf(owner)).sessions).toHaveLength(3);

    const response = await owner.post('/users/sessions/signOutOthers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'otherSessionsSignedOut',
      message: MESSAGES.otherSessionsSignedOut,
      data: { signedOut: 2 },
    });
    expect(await Promise.all(otherSockets.map((socket) => socket.ended))).toEqual([true, true]);
    for (const cookies of others) {
      const me = await t.app.inject({ url: `${API_PREFIX}/users/me`, cookies });
      expect(me.statusCode).toBe(401);
    }
    expect(ownSocket.socket.connected).toBe(true);
    ownSocket.socket.close();

    const after = await activityOf(owner);
    expect(after.sessions).toEqual([expect.objectContaining({ current: true, ip: owner.ip })]);
    expect(after.accountEvents[0]).toMatchObject({ event: 'other_sessions_signed_out', ip: owner.ip });
    const again = await owner.post('/users/sessions/signOutOthers');
    expect(again.json()).toMatchObject({ data: { signedOut: 0 } });
  });

  it('refuses a browser call without the CSRF token (403) and one signed out (401), ending nothing', async () => {
    const email = 'activity.guarded@example.in';
    const owner = await signedUpIndividual(email);
    const other = await sessionCookieFor(t.app, email, nextIp(), VALID_ADVOCATE_SIGNUP.password);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/users/sessions/signOutOthers`,
      cookies: owner.session,
    });
    expect(forged.statusCode).toBe(403);
    const anonymous = await post(t.app, '/users/sessions/signOutOthers', {});
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: `${API_PREFIX}/users/me`, cookies: other })).statusCode).toBe(200);
  });
});

let signUps = 0;
/** A fresh Individual (the demo accounts' sessions are shared by the other tests), signed in. */
async function signedUpIndividual(email: string): Promise<TestClient> {
  signUps += 1;
  const mobile = `91234500${String(signUps).padStart(2, '0')}`;
  const body = { ...VALID_ADVOCATE_SIGNUP, role: 'Individual', enrollmentNumber: undefined, email, mobile };
  await signUpVerified(t.app, body);
  return clientOf(t.app, email, body.password);
}
