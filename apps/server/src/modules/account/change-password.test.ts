import { API_PREFIX, DEMO_PASSWORD, MESSAGES, demoAccount } from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../../test/client.ts';
import { nextIp, sessionCookieFor, signIn } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSocket, userRow } from '../../test/fixtures/account.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Changed@2025x';

describe('#users.settings.changePassword', () => {
  it.each([
    [
      'a wrong current password',
      { currentPassword: 'Wrong@12345', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      MESSAGES.currentPasswordWrong,
    ],
    [
      'no current password',
      { currentPassword: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      MESSAGES.currentPasswordRequired,
    ],
    [
      'a confirmation that differs',
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}y` },
      'confirmPassword',
      MESSAGES.newPasswordMismatch,
    ],
    [
      'the current password again',
      { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      'password',
      MESSAGES.passwordSameAsCurrent,
    ],
  ])('refuses %s with 400 on that field and changes nothing', async (_, body, field, message) => {
    const judge = await clientAs(t.app, 'Judge');
    const before = await userRow(t.db, demoAccount('Judge').email);
    const response = await judge.post('/users/settings/changePassword', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await userRow(t.db, demoAccount('Judge').email)).toEqual(before);
  });

  it('saves the new password and ends the other sessions and their sockets, keeping this one', async () => {
    const { email } = demoAccount('Advocate');
    const advocate = await clientAs(t.app, 'Advocate');
    const others = await Promise.all([nextIp(), nextIp()].map((ip) => sessionCookieFor(t.app, email, ip)));
    const otherSockets = await Promise.all(others.map((cookies) => openSocket(url, cookies)));
    const ownSocket = await openSocket(url, advocate.session);

    const response = await advocate.post('/users/settings/changePassword', {
      currentPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'passwordChanged',
      message: MESSAGES.passwordChanged,
      data: null,
    });

    expect(await Promise.all(otherSockets.map((socket) => socket.ended))).toEqual([true, true]);
    for (const cookies of others) {
      const me = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, cookies });
      expect(me.statusCode).toBe(401);
    }
    expect((await advocate.get('/users/me')).statusCode).toBe(200);
    expect(ownSocket.socket.connected).toBe(true);
    ownSocket.socket.close();
    expect((await signIn(t.app, email, DEMO_PASSWORD, nextIp())).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD, nextIp())).statusCode).toBe(200);
  });
});

describe('#users.profile', () => {
  it('shows the stored profile', async () => {
    const reader = await clientAs(t.app, 'Reader');
    const response = await reader.get('/users/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: demoAccount('Reader').email,
      dialCode: '91',
      mobile: demoAccount('Reader').mobile,
      country: 'IN',
    });
  });

  it('saves a country of the list and refuses any other', async () => {
    const reader = await clientAs(t.app, 'Reader');
    const before = await userRow(t.db, demoAccount('Reader').email);
    for (const country of ['XX', '', 'India']) {
      const refused = await reader.put('/users/profile', { country });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        status: false,
        code: 'countryRequired',
        field: 'country',
        message: MESSAGES.countryRequired,
      });
    }
    expect(await userRow(t.db, demoAccount('Reader').email)).toEqual(before);

    const saved = await reader.put('/users/profile', { country: 'NP' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: true,
      code: 'profileSaved',
      message: MESSAGES.profileSaved,
      data: { country: 'NP' },
    });
    expect((await reader.get('/users/profile')).json().data.country).toBe('NP');
  });
});
