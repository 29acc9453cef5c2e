import { ROLES, SESSION_COOKIE, can, type Role, demoAccount } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, csrf, nextIp, signIn } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Access, RouteAccess } from './role-guard.ts';

/**
 * Walks every API route the app registers, as anonymous and as each of the seven roles, and checks the answer
 * against the route's declared access and the shared permission map: 401 anonymous, 403 not allowed, and
 * neither for an allowed caller (who may still get a 400 for the empty body, or a 404 for the made-up id).
 */
let t: TestApp;
const sessions = new Map<Role, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const response = await signIn(t.app, demoAccount(role).email, undefined, nextIp());
    sessions.set(role, { [SESSION_COOKIE]: cookieOf(response, SESSION_COOKIE) ?? '' });
  }
});
afterAll(() => t.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The role table of record: who may call each API route. Written out here, apart from the routes, so that a
 * route declaring the wrong access fails this test; a new route must be added here to pass.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  'GET /api/v1/health': 'public',
  'GET /api/v1/auth/csrf': 'public',
  'GET /api/v1/auth/session': 'public',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/signup': 'public',
  'POST /api/v1/auth/resendOTP': 'public',
  'POST /api/v1/auth/verifyOTP': 'public',
  'POST /api/v1/auth/logout': 'signedIn',
  'GET /api/v1/users/me': 'signedIn',
  'GET /api/v1/master/districts': 'signedIn',
  'POST /api/v1/master/districts': 'masters:manage',
  'PUT /api/v1/master/districts/:id': 'masters:manage',
  'DELETE /api/v1/master/districts/:id': 'masters:manage',
  'GET /api/v1/master/complexes': 'signedIn',
  'POST /api/v1/master/complexes': 'masters:manage',
  'PUT /api/v1/master/complexes/:id': 'masters:manage',
  'DELETE /api/v1/master/complexes/:id': 'masters:manage',
  'GET /api/v1/master/courtrooms': 'signedIn',
  'POST /api/v1/master/courtrooms': 'masters:manage',
  'PUT /api/v1/master/courtrooms/:id': 'masters:manage',
  'DELETE /api/v1/master/courtrooms/:id': 'masters:manage',
  'GET /api/v1/master/benches': 'signedIn',
  'POST /api/v1/master/benches': 'masters:manage',
  'PUT /api/v1/master/benches/:id': 'masters:manage',
  'DELETE /api/v1/master/benches/:id': 'masters:manage',
  'GET /api/v1/master/streamingRooms': 'signedIn',
  'GET /api/v1/master/reasons': 'reasons:manage',
  'POST /api/v1/master/reasons': 'reasons:manage',
  'PUT /api/v1/master/reasons/:id': 'reasons:manage',
  'DELETE /api/v1/master/reasons/:id': 'reasons:manage',
  'GET /api/v1/reasons/pauseReasons': 'pauseReasons:read',
  'GET /api/v1/master/accessLogs': 'accessLogs:view',
  'GET /api/v1/master/accessLogs/export': 'accessLogs:view',
  'POST /api/v1/master/getretentionPeriod': 'retention:manage',
  'POST /api/v1/master/retentionPeriod': 'retention:manage',
  'GET /api/v1/master/getuniqueIp': 'ipBans:manage',
  'POST /api/v1/master/updateIpStatus': 'ipBans:manage',
  'POST /api/v1/users/profile/emailOTPVerification': 'public',
  'POST /api/v1/users/settings/resetPassword': 'public',
  'GET /api/v1/auth/captcha': 'public',
  'POST /api/v1/users/settings/forgetPassword': 'public',
  'POST /api/v1/users/settings/resendPasswordCode': 'public',
  'POST /api/v1/users/settings/changePassword': 'account:manage',
  'GET /api/v1/users/profile': 'account:manage',
  'PUT /api/v1/users/profile': 'account:manage',
  'PUT /api/v1/users/me/language': 'signedIn',
  'POST /api/v1/users/profile/mobileUpdate': 'account:manage',
  'POST /api/v1/users/profile/resendOtp': 'account:manage',
  'POST /api/v1/users/profile/verifyOtp': 'account:manage',
  'POST /api/v1/users/profile/sendEmailVerificationContact': 'account:manage',
  'POST /api/v1/users/profile/emailContactOTPVerification': 'account:manage',
  'GET /api/v1/users/activity': 'account:manage',
  'POST /api/v1/users/sessions/signOutOthers': 'account:manage',
  'GET /api/v1/master/systemHealth': 'systemHealth:view',
  'GET /api/v1/externalMeetings/rooms': 'externalMeetings:manage',
  'PUT /api/v1/externalMeetings/rooms/:roomId/:date': 'externalMeetings:manage',
  'DELETE /api/v1/externalMeetings/rooms/:roomId/:date': 'externalMeetings:manage',
  'GET /api/v1/externalMeetings/mine': 'externalMeetings:join',
  'GET /api/v1/externalMeetings/:id/join': 'externalMeetings:join',
  'GET /api/v1/hosts/courtRooms': 'hosts:manage',
  'PUT /api/v1/hosts/courtRooms/:id/presiding': 'hosts:manage',
  'PUT /api/v1/hosts/courtRooms/:id/substitutes/:date': 'hosts:manage',
  'DELETE /api/v1/hosts/courtRooms/:id/substitutes/:date': 'hosts:manage',
  'GET /api/v1/master/users': 'users:manage',
  'POST /api/v1/master/users': 'users:manage',
  'PUT /api/v1/master/users/:id': 'users:manage',
  'PATCH /api/v1/master/users/:id/status': 'users:manage',
  'POST /api/v1/master/users/:id/sendResetCode': 'users:manage',
  'GET /api/v1/advocates/verifications': 'advocates:verify',
  'POST /api/v1/advocates/:userId/verify': 'advocates:verify',
  'POST /api/v1/advocates/:userId/reject': 'advocates:verify',
  'GET /api/v1/master/dashboard': 'adminDashboard:view',
  'GET /api/v1/streaming/controller/config': 'streamSetup:manage',
  'GET /api/v1/streaming/controller/getstreamsetup': 'streamSetup:manage',
  'POST /api/v1/streaming/controller/streamsetup': 'streamSetup:manage',
  'PUT /api/v1/streaming/controller/editstream/:id': 'streamSetup:manage',
  'DELETE /api/v1/streaming/controller/deletestream': 'streamSetup:manage',
  'GET /api/v1/streaming/controller/getroomids': 'streamSetup:manage',
  'POST /api/v1/streaming/controller/searchStreamByRoomNo': 'streamSetup:manage',
  'PUT /api/v1/streaming/controller/updateAllStreamDelay': 'streamSetup:manage',
  'GET /api/v1/streaming/controller/streamsetup/:id/keys': 'streamSetup:manage',
  'GET /api/v1/causeList/controller/getCauseList': 'causeList:read',
  'POST /api/v1/causeList/controller/addCauseList': 'causeList:manage',
  'PUT /api/v1/causeList/controller/editCauseList/:hearingId': 'causeList:manage',
  'DELETE /api/v1/causeList/controller/deleteCauseList': 'causeList:manage',
  'POST /api/v1/causeList/controller/searchCauseListByCnr': 'causeList:read',
  'GET /api/v1/causeList/reader/getDayList': 'causeList:read',
  'PUT /api/v1/causeList/reader/partiesInformed/:hearingId': 'causeList:markInformed',
  'GET /api/v1/controlRoom/getRoomCards': 'controlRoom:view',
  'GET /api/v1/controlRoom/recordings': 'controlRoom:view',
  'POST /api/v1/controlRoom/recordings/:sessionId/retry': 'recordings:retry',
  'GET /api/v1/archival/getArchivalRequests': 'archival:manage',
  'POST /api/v1/archival/createRequest': 'archival:manage',
  'PUT /api/v1/archival/approve/:id': 'archival:manage',
  'PUT /api/v1/archival/reject/:id': 'archival:manage',
  'POST /api/v1/archival/request': 'archival:request',
  'GET /api/v1/archival/myRequests': 'archival:request',
  'POST /api/v1/streaming/crnSearch': 'signedIn',
  'GET /api/v1/streaming/courtHearings': 'signedIn',
  'GET /api/v1/streaming/savedCases': 'cases:save',
  'POST /api/v1/streaming/savedCases': 'cases:save',
  'DELETE /api/v1/streaming/savedCases/:cnr': 'cases:save',
  'GET /api/v1/matters/today': 'matters:viewOwn',
  'GET /api/v1/videos/file/:token': 'signedIn',
  'GET /api/v1/videos/:hearingId': 'signedIn',
  'POST /api/v1/announcements/recording': 'courtroom:moderate',
  'PUT /api/v1/courtroom/hearings/:hearingId/publicStream': 'courtroom:moderate',
  'GET /api/v1/live/hearings/:hearingId': 'signedIn',
  'GET /api/v1/live/:roomId/master.m3u8': 'signedIn',
  'GET /api/v1/live/:roomId/index.m3u8': 'signedIn',
  'GET /api/v1/live/:roomId/audio.m3u8': 'signedIn',
  'GET /api/v1/live/:roomId/low.m3u8': 'signedIn',
  'GET /api/v1/live/:roomId/:segment': 'signedIn',
  'GET /api/v1/dev/outbox': 'public',
  'GET /api/v1/public/cases/:cnr': 'public',
  'GET /api/v1/public/live': 'public',
  'GET /api/v1/public/courts': 'public',
  'GET /api/v1/record/key': 'public',
  'GET /api/v1/record/recordings/:sha256': 'public',
  'GET /api/v1/record/hearings/:hearingId/certified-copy': 'recordings:certify',
};

function expectedStatus(route: RouteAccess, role: Role | null): 'ok' | 401 | 403 {
  if (route.access === 'public') return 'ok';
  if (!role) return 401;
  if (route.access === 'signedIn') return 'ok';
  return can(role, route.access) ? 'ok' : 403;
}

async function call(route: RouteAccess, role: Role | null) {
  const withCsrf = csrf(role ? sessions.get(role) : {});
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID),
    cookies: withCsrf.cookies,
    headers: withCsrf.headers,
    // The dev outbox answers this machine only (its own suite checks that); the roles are what is walked here.
    remoteAddress: route.url.includes('/dev/') ? '127.0.0.1' : nextIp(),
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
  return response.statusCode;
}

describe('permission matrix', () => {
  it('has exactly the routes of the table of record, each with the access it lists', () => {
    const declared = Object.fromEntries(
      t.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(declared).toEqual(EXPECTED_ACCESS);
  });

  it('answers every route for anonymous and all seven roles as the map says', async () => {
    const mismatches: string[] = [];
    // Logout would end the session the next rows use; it is covered by the auth suite.
    const routes = t.app.routeAccess.filter((route) => !route.url.endsWith('/auth/logout'));
    for (const route of routes) {
      for (const role of [null, ...ROLES]) {
        const expected = expectedStatus(route, role);
        const status = await call(route, role);
        const ok = expected === 'ok' ? status !== 401 && status !== 403 : status === expected;
        if (!ok)
          mismatches.push(
            `${route.method} ${route.url} as ${role ?? 'anonymous'}: ${status}, expected ${expected}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
