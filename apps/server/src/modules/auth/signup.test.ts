import { DEMO_ADVOCATE_ENROLLMENT, MESSAGES, SESSION_COOKIE } from '@nyaya/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, users } from '../../core/db/schema/index.ts';
import { cookieOf, nextIp, post, signIn } from '../../test/http.ts';
import { verifyContacts } from '../../test/signup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rethrowContactTaken } from '../users/contacts.ts';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = VALID_ADVOCATE_SIGNUP;

async function userCount() {
  const [row] = await t.db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

describe('#auth.signup', () => {
  it('creates an advocate (201) and logs it; the account signs in once its e-mail and mobile are verified', async () => {
    const response = await post(t.app, '/auth/signup', valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'signedUpVerify',
      message: MESSAGES.signedUpVerify,
      data: { role: 'Advocate', email: 'asha@example.in', dialCode: '91', enrollmentNumber: 'D/99/2024' },
    });
    expect(response.json().data).not.toHaveProperty('passwordHash');
    const [logged] = await t.db
      .select({ event: accessLog.event })
      .from(accessLog)
      .where(eq(accessLog.userId, response.json().data.id))
      .orderBy(accessLog.id);
    expect(logged?.event).toBe('signup');

    const refused = await signIn(t.app, '9123456789', valid.password, nextIp());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: false,
      code: 'contactsUnverified',
      message: MESSAGES.contactsUnverified,
    });
    expect(cookieOf(refused, SESSION_COOKIE)).toBeUndefined();

    await verifyContacts(t.app, '9123456789', valid.password);
    expect((await signIn(t.app, '9123456789', valid.password, nextIp())).statusCode).toBe(200);
  });

  it('creates an individual without an enrollment number', async () => {
    const response = await post(t.app, '/auth/signup', {
      ...valid,
      role: 'Individual',
      enrollmentNumber: 'ignored',
      email: 'ravi@example.in',
      mobile: '9123456790',
      address2: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ role: 'Individual', enrollmentNumber: null });
  });

  it.each([
    ['role', 'Judge', MESSAGES.roleInvalid],
    ['role', undefined, MESSAGES.roleInvalid],
    ['enrollmentNumber', 'D/1234/2020/XYZ', MESSAGES.enrollmentTooLong],
    ['enrollmentNumber', undefined, MESSAGES.enrollmentRequired],
    ['firstName', undefined, MESSAGES.firstNameRequired],
    ['firstName', 'Al', MESSAGES.firstNameLength],
    ['firstName', 'A'.repeat(26), MESSAGES.firstNameLength],
    ['firstName', 'Asha1', MESSAGES.nameLettersOnly],
    ['lastName', '', MESSAGES.lastNameRequired],
    ['lastName', 'Ra', MESSAGES.lastNameLength],
    ['lastName', 'Ran!', MESSAGES.nameLettersOnly],
    ['email', undefined, MESSAGES.emailRequired],
    ['email', 'not-an-email', MESSAGES.emailInvalid],
    ['email', `${'a'.repeat(250)}@x.in`, MESSAGES.emailTooLong],
    ['dialCode', 'abc', MESSAGES.dialCodeInvalid],
    ['mobile', undefined, MESSAGES.mobileRequired],
    ['mobile', '12345', MESSAGES.mobileInvalid],
    ['address1', 'ab', MESSAGES.addressLength],
    ['address2', 'ab', MESSAGES.addressLength],
    ['pinCode', '1100', MESSAGES.pinCodeInvalid],
    ['state', 'DL', MESSAGES.stateLength],
    ['city', 'ND', MESSAGES.cityLength],
    ['country', '', MESSAGES.countryRequired],
    ['country', 'Atlantis', MESSAGES.countryRequired],
    ['country', 'in', MESSAGES.countryRequired],
    ['password', undefined, MESSAGES.passwordRequired],
    ['password', 'De@1', MESSAGES.passwordTooShort],
    ['password', 'DEMO@12345', MESSAGES.passwordNeedsLowercase],
    ['password', 'demo@12345', MESSAGES.passwordNeedsUppercase],
    ['password', 'Demo@abcde', MESSAGES.passwordNeedsDigit],
    ['password', 'Demo12345', MESSAGES.passwordNeedsSpecial],
    ['confirmPassword', undefined, MESSAGES.confirmPasswordRequired],
    ['confirmPassword', 'Asha@2024y', MESSAGES.passwordsMustMatch],
  ])('refuses %s = %j with 400, its message, and creates nothing', async (field, value, message) => {
    const before = await userCount();
    const payload: Record<string, unknown> = { ...valid, email: 'new@example.in', mobile: '9876543210' };
    if (field === 'password' && value !== undefined) payload.confirmPassword = value;
    payload[field] = value;
    if (value === undefined) delete payload[field];

    const response = await post(t.app, '/auth/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['email', { email: 'JUDGE@example.in' }, MESSAGES.emailTaken],
    ['mobile', { mobile: '9000000001' }, MESSAGES.mobileTaken],
  ])('refuses a registered %s with 409 naming the field', async (field, change, message) => {
    const before = await userCount();
    const response = await post(t.app, '/auth/signup', {
      ...valid,
      email: 'fresh@example.in',
      mobile: '9888888888',
      ...change,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(message, field));
    expect(await userCount()).toBe(before);
  });
});

describe('#auth.signup enrollment number', () => {
  /** The demo advocate's enrollment number taken by someone else, with their own e-mail and mobile. */
  const impostor = {
    ...valid,
    enrollmentNumber: DEMO_ADVOCATE_ENROLLMENT,
    firstName: 'Rohan',
    lastName: 'Mehta',
    email: 'rohan.m@example.in',
    mobile: '9811122233',
  };
  const logCount = async () => (await t.db.select({ total: count() }).from(accessLog))[0]?.total ?? 0;

  it.each([DEMO_ADVOCATE_ENROLLMENT, 'd/1234/2020', '  D/1234/2020  '])(
    'refuses %j, registered already: 409 naming enrollmentNumber, nothing written',
    async (enrollmentNumber) => {
      const [accounts, logged] = [await userCount(), await logCount()];
      const response = await post(t.app, '/auth/signup', { ...impostor, enrollmentNumber }, { ip: nextIp() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: false,
        code: 'enrollmentTaken',
        field: 'enrollmentNumber',
        message: MESSAGES.enrollmentTaken,
      });
      expect(await userCount()).toBe(accounts);
      expect(await logCount()).toBe(logged);
    },
  );

  it.each([
    ['fullwidth', '\uFF24/\uFF11\uFF12\uFF13\uFF14/\uFF12\uFF10\uFF12\uFF10'],
    ['with a zero-width space', 'D/1234/2020\u200B'],
    ['with a byte-order mark, joiners and a word joiner', '\uFEFFD/12\u200C34\u200D/20\u206020'],
  ])('reads a look-alike %s as the number it shows: 409, nothing written', async (_, enrollmentNumber) => {
    const [accounts, logged] = [await userCount(), await logCount()];
    const response = await post(t.app, '/auth/signup', { ...impostor, enrollmentNumber }, { ip: nextIp() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      code: 'enrollmentTaken',
      field: 'enrollmentNumber',
      message: MESSAGES.enrollmentTaken,
    });
    expect(await userCount()).toBe(accounts);
    expect(await logCount()).toBe(logged);
  });

  it.each([
    ['division slashes (U+2215, which NFKC keeps)', 'D\u22151234\u22152020'],
    ['a minus sign (U+2212)', 'D\u22121234\u22122020'],
    ['a Cyrillic letter', '\u0414/1234/2020'],
    ['spaces', 'D 1234 2020'],
  ])('refuses %s with 400 naming enrollmentNumber, nothing written', async (_, enrollmentNumber) => {
    const [accounts, logged] = [await userCount(), await logCount()];
    const response = await post(t.app, '/auth/signup', { ...impostor, enrollmentNumber }, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'enrollmentInvalid',
      field: 'enrollmentNumber',
      message: MESSAGES.enrollmentInvalid,
    });
    expect(await userCount()).toBe(accounts);
    expect(await logCount()).toBe(logged);
  });

  it('stores a fresh number in its canonical form: NFKC, upper-case', async () => {
    const response = await post(
      t.app,
      '/auth/signup',
      {
        ...impostor,
        enrollmentNumber: '\uFF44/\uFF15\uFF15/2024\u200B',
        email: 'canon@example.in',
        mobile: '9811122299',
      },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'canon@example.in'));
    expect(row?.enrollmentNumber).toBe('D/55/2024');
  });

  it('keeps a fresh number trimmed, and the new Advocate unverified', async () => {
    const response = await post(
      t.app,
      '/auth/signup',
      { ...impostor, enrollmentNumber: '  D/4321/2024 ' },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ enrollmentNumber: 'D/4321/2024', advocateVerified: false });
    const [row] = await t.db.select().from(users).where(eq(users.email, impostor.email));
    expect(row).toMatchObject({ enrollmentNumber: 'D/4321/2024', advocateVerifiedAt: null });
  });

  it('answers the second of two sign-ups racing for one number with the same 409', async () => {
    const racer = (n: number) => ({
      ...valid,
      enrollmentNumber: n === 1 ? 'D/777/2024' : 'd/777/2024',
      email: `racer${n}@example.in`,
      mobile: `981000000${n}`,
    });
    const answers = await Promise.all(
      [1, 2].map((n) => post(t.app, '/auth/signup', racer(n), { ip: nextIp() })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      status: false,
      code: 'enrollmentTaken',
      field: 'enrollmentNumber',
      message: MESSAGES.enrollmentTaken,
    });
  });

  it("turns a write that hits the unique index itself into that 409 (the race's last line of defence)", async () => {
    const write = t.db
      .insert(users)
      .values({
        role: 'Advocate',
        firstName: 'Late',
        lastName: 'Writer',
        email: 'late.writer@example.in',
        dialCode: '91',
        mobile: '9810000099',
        country: 'IN',
        enrollmentNumber: DEMO_ADVOCATE_ENROLLMENT.toLowerCase(),
      })
      .catch(rethrowContactTaken);
    await expect(write).rejects.toMatchObject({
      statusCode: 409,
      field: 'enrollmentNumber',
      message: MESSAGES.enrollmentTaken,
    });
  });
});
