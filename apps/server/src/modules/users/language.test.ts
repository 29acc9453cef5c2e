import { API_PREFIX, MESSAGES } from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, type TestClient } from '../../test/client.ts';
import { csrf, nextIp, post } from '../../test/http.ts';
import { signUpVerified } from '../../test/signup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let person: TestClient;
const signup = { ...VALID_ADVOCATE_SIGNUP, role: 'Individual', enrollmentNumber: undefined, language: 'hi' };

type OutboxMessage = { channel: 'email' | 'sms'; to: string; subject: string | null; text: string };
/** What the server sent last by a channel (the dev outbox, newest first). */
async function lastSent(channel: OutboxMessage['channel']): Promise<OutboxMessage | undefined> {
  const outbox = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox` });
  return (outbox.json().data as OutboxMessage[]).find((message) => message.channel === channel);
}

beforeAll(async () => {
  t = await createTestApp();
  await signUpVerified(t.app, signup);
  person = await clientOf(t.app, signup.email, signup.password);
});
afterAll(() => t.close());

describe('a user’s language', () => {
  it('is the one the signup form was filled in, and codes come in it', async () => {
    expect((await person.get('/users/me')).json().data.language).toBe('hi');
    const sent = await person.post('/users/profile/mobileUpdate', {
      oldMobile: signup.mobile,
      newMobile: '9123456780',
      dialCode: '+91',
      consent: true,
    });
    expect(sent.statusCode).toBe(200);
    expect((await lastSent('sms'))?.text).toMatch(/^मोबाइल नंबर बदलने के लिए आपका Nyaya Live कोड \d{6} है/);
  });

  it('changes when the user switches it, and the next e-mail comes in the new one', async () => {
    const changed = await person.put('/users/me/language', { language: 'en' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.language).toBe('en');
    expect((await person.get('/users/me')).json().data.language).toBe('en');
    const sent = await person.post('/users/profile/sendEmailVerificationContact', {
      email: 'asha.new@example.in',
      oldEmail: signup.email,
    });
    expect(sent.statusCode).toBe(200);
    expect(await lastSent('email')).toMatchObject({
      to: 'asha.new@example.in',
      subject: 'Confirm your new Nyaya Live e-mail address',
    });
  });

  it.each([['fr'], [''], [42]])('refuses %j with its message and keeps the language', async (language) => {
    const refused = await person.put('/users/me/language', { language });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: false,
      code: 'languageInvalid',
      message: MESSAGES.languageInvalid,
      field: 'language',
    });
    expect((await person.get('/users/me')).json().data.language).toBe('en');
  });

  it('is a signed-in user’s own: anonymous changes are refused', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/users/me/language`,
      payload: { language: 'hi' },
      ...csrf(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a signup in a language the site does not speak, naming the field', async () => {
    const refused = await post(
      t.app,
      '/auth/signup',
      { ...signup, email: 'x@example.in', language: 'xx' },
      { ip: nextIp() },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: MESSAGES.languageInvalid, field: 'language' });
  });
});
