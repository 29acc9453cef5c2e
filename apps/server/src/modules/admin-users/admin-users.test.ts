import { MESSAGES, PAGE_SIZE, RESET_TOKEN_HEADER, type AdminUser } from '@nyaya/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, users } from '../../core/db/schema/index.ts';
import { nextIp, sessionCookieFor, signIn } from '../../test/http.ts';
import { codeAndTokenOf, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NEW_JUDGE, call } from '../../test/fixtures/admin-users.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await sessionCookieFor(t.app, 'superadmin@example.in', nextIp());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const list = (query = '') => call(t.app, 'GET', `/master/users${query}`, admin);
const add = (payload: object) => call(t.app, 'POST', '/master/users', admin, payload);
const userCount = async () => (await t.db.select({ id: users.id }).from(users)).length;

async function lastLog() {
  const [row] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
  return row;
}

describe('#adminUsers.create', () => {
  it('adds a Judge without a password, e-mails a code that sets one, and the Judge signs in', async () => {
    const response = await add(NEW_JUDGE);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      code: 'userCreated',
      message: MESSAGES.userCreated,
      data: expect.objectContaining({
        role: 'Judge',
        email: 'meera.iyer@example.in',
        dialCode: '91',
        courtRoom: '1^1',
        name: 'Meera Iyer',
        isActive: true,
        passwordSet: false,
        enrollmentNumber: null,
      }),
    });
    expect(JSON.stringify(body)).not.toMatch(/hash/i);
    expect(await lastLog()).toMatchObject({
      event: 'user_created',
      target: 'meera.iyer@example.in',
      userIdentifier: 'superadmin@example.in',
      role: 'SuperAdmin',
    });

    const mail = smtp.lastTo('meera.iyer@example.in');
    expect(mail?.subject).toBe('Set your Nyaya Live password');
    expect(mail?.text).toMatch(
      /^Welcome to Nyaya Live\. Your code to set your password is \d{6} \(valid 10 minutes\)\. Open http:\/\/127\.0\.0\.1:8080\/reset-password\?token=[\w-]+ and enter it\.$/,
    );
    const { code, token } = codeAndTokenOf(mail?.text ?? '');
    expect((await signIn(t.app, NEW_JUDGE.email, 'Meera@2024x', nextIp())).statusCode).toBe(401);

    const verified = await call(
      t.app,
      'POST',
      '/users/profile/emailOTPVerification',
      {},
      { otp: code, token },
    );
    expect(verified.json()).toEqual({
      status: true,
      code: 'otpVerified',
      message: MESSAGES.otpVerified,
      data: null,
    });
    const saved = await call(
      t.app,
      'POST',
      '/users/settings/resetPassword',
      {},
      { password: 'Meera@2024x', confirmPassword: 'Meera@2024x' },
      { [RESET_TOKEN_HEADER]: token },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      status: true,
      code: 'passwordSet',
      message: MESSAGES.passwordSet,
      data: null,
    });
    const signedIn = await signIn(t.app, NEW_JUDGE.email, 'Meera@2024x', nextIp());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ role: 'Judge', courtRoom: '1^1' });
  });

  it('keeps the enrollment number of an Advocate only, and no court room for other roles', async () => {
    const advocate = await add({
      ...NEW_JUDGE,
      firstName: 'Kabir',
      email: 'adv.new@example.in',
      mobile: '9811100002',
      role: 'Advocate',
      enrollmentNumber: 'D/77/2023',
    });
    expect(advocate.json().data).toMatchObject({ enrollmentNumber: 'D/77/2023', courtRoom: null });
    const controller = await add({
      ...NEW_JUDGE,
      firstName: 'Tara',
      email: 'ctl.new@example.in',
      mobile: '9811100003',
      role: 'Controller',
      enrollmentNumber: 'D/78/2023',
    });
    expect(controller.json().data).toMatchObject({ enrollmentNumber: null, courtRoom: null });
  });

  it.each([
    [{ firstName: 'M' }, 'firstName', MESSAGES.addUserNameLength],
    [{ firstName: 'M'.repeat(51) }, 'firstName', MESSAGES.addUserNameLength],
    [{ firstName: 'Meera2' }, 'firstName', MESSAGES.nameLettersOnly],
    [{ firstName: '' }, 'firstName', MESSAGES.firstNameRequired],
    [{ lastName: 'I' }, 'lastName', MESSAGES.addUserNameLength],
    [{ lastName: '' }, 'lastName', MESSAGES.lastNameRequired],
    [{ email: 'not-mail' }, 'email', MESSAGES.emailInvalid],
    [{ email: '' }, 'email', MESSAGES.emailRequired],
    [{ mobile: '98111' }, 'mobile', MESSAGES.mobileInvalid],
    [{ mobile: '' }, 'mobile', MESSAGES.mobileRequired],
    [{ dialCode: '+abc' }, 'dialCode', MESSAGES.dialCodeInvalid],
    [{ role: 'King' }, 'role', MESSAGES.roleInvalid],
    [{ courtRoom: '' }, 'courtRoom', MESSAGES.courtRoomRequired],
    [{ role: 'Reader', courtRoom: undefined }, 'courtRoom', MESSAGES.courtRoomRequired],
    [{ courtRoom: '99^99' }, 'courtRoom', MESSAGES.courtRoomUnknown],
    [{ role: 'Advocate' }, 'enrollmentNumber', MESSAGES.enrollmentRequired],
    [{ role: 'Advocate', enrollmentNumber: 'X'.repeat(13) }, 'enrollmentNumber', MESSAGES.enrollmentTooLong],
  ])('refuses %j with 400 naming %s and creates nothing', async (change, field, message) => {
    const before = await userCount();
    const response = await add({ ...NEW_JUDGE, email: 'bad@example.in', mobile: '9811100099', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ email: 'JUDGE@example.in' }, 'email', MESSAGES.emailTaken],
    [{ mobile: '9000000001' }, 'mobile', MESSAGES.mobileTaken],
  ])('refuses a taken contact %j with 409 naming the field', async (change, field, message) => {
    const before = await userCount();
    const response = await add({ ...NEW_JUDGE, email: 'free@example.in', mobile: '9811100098', ...change });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await userCount()).toBe(before);
  });
});

describe('#adminUsers.list', () => {
  it('pages users newest first with the totals', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const total = await userCount();
    expect(body).toMatchObject({
      status: true,
      page: 1,
      total,
      totalPages: Math.ceil(total / PAGE_SIZE.default),
    });
    expect(body.data).toHaveLength(Math.min(total, PAGE_SIZE.default));
    const created = body.data.map((user: AdminUser) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const second = (await list('?page=2')).json();
    expect(second.data).toHaveLength(total - PAGE_SIZE.default);
    expect(second.data.map((user: AdminUser) => user.id)).not.toContain(body.data[0].id);
  });

  it.each([
    ['?q=MEERA', ['meera.iyer@example.in']],
    ['?q=meera%20iy', ['meera.iyer@example.in']],
    ['?q=CTL.NEW', ['ctl.new@example.in']],
    ['?q=9811100002', ['adv.new@example.in']],
    ['?role=Advocate&q=example', ['adv.new@example.in', 'advocate@example.in']],
    ['?q=%25', []],
  ])('searches %s', async (query, emails) => {
    const body = (await list(query)).json();
    expect(body.data.map((user: AdminUser) => user.email).sort()).toEqual(emails);
    expect(body.total).toBe(emails.length);
  });

  it('refuses a role that does not exist', async () => {
    expect((await list('?role=King')).statusCode).toBe(400);
  });
});

describe('#adminUsers.update', () => {
  it('edits a user, logs what changed, and refuses taken contacts and unknown ids', async () => {
    const [reader] = await t.db.select().from(users).where(eq(users.email, 'reader@example.in'));
    const edit = (payload: object, id = reader?.id ?? '') =>
      call(t.app, 'PUT', `/master/users/${id}`, admin, payload);
    const form = {
      firstName: 'Suresh',
      lastName: 'Kumar',
      email: 'reader@example.in',
      dialCode: '91',
      mobile: '9000000004',
      role: 'Judge',
      courtRoom: '1^2',
    };
    const response = await edit(form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'userUpdated',
      message: MESSAGES.userUpdated,
      data: { role: 'Judge', courtRoom: '1^2' },
    });
    expect(await lastLog()).toMatchObject({
      event: 'user_updated',
      target: 'reader@example.in',
      detail: 'role Reader → Judge; courtRoom 1^1 → 1^2',
    });

    expect((await edit({ ...form, email: 'judge@example.in' })).json()).toEqual({
      status: false,
      code: 'emailTaken',
      field: 'email',
      message: MESSAGES.emailTaken,
    });
    expect((await edit({ ...form, mobile: '9000000001' })).statusCode).toBe(409);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await edit(form, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: false, code: 'userNotFound', message: MESSAGES.userNotFound });
    }
  });

  it('withdraws a code e-mailed to the address a user had before the change', async () => {
    const [judge] = await t.db.select().from(users).where(eq(users.email, 'judge@example.in'));
    const sent = await call(t.app, 'POST', `/master/users/${judge!.id}/sendResetCode`, admin);
    expect(sent.statusCode).toBe(200);
    const { code, token } = codeAndTokenOf(smtp.lastTo('judge@example.in')?.text ?? '');
    const form = {
      firstName: judge!.firstName,
      lastName: judge!.lastName,
      email: 'judge.new@example.in',
      dialCode: judge!.dialCode,
      mobile: judge!.mobile,
      role: 'Judge',
      courtRoom: '1^1',
    };
    expect((await call(t.app, 'PUT', `/master/users/${judge!.id}`, admin, form)).statusCode).toBe(200);
    const verified = await call(
      t.app,
      'POST',
      '/users/profile/emailOTPVerification',
      {},
      { otp: code, token },
    );
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({
      status: false,
      code: 'resetTokenInvalid',
      field: 'token',
      message: MESSAGES.resetTokenInvalid,
    });
  });

  it("refuses an administrator's change of their own role, and keeps the rest of their own edits", async () => {
    const [self] = await t.db.select().from(users).where(eq(users.email, 'superadmin@example.in'));
    const form = {
      firstName: self!.firstName,
      lastName: self!.lastName,
      email: self!.email,
      dialCode: self!.dialCode,
      mobile: self!.mobile,
      role: 'Individual',
    };
    const refused = await call(t.app, 'PUT', `/master/users/${self!.id}`, admin, form);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: false,
      code: 'cannotChangeOwnRole',
      field: 'role',
      message: MESSAGES.cannotChangeOwnRole,
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, self!.id));
    expect(after).toEqual(self);

    const renamed = await call(t.app, 'PUT', `/master/users/${self!.id}`, admin, {
      ...form,
      role: 'SuperAdmin',
      firstName: 'Vikrant',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ firstName: 'Vikrant', role: 'SuperAdmin' });
  });
});
