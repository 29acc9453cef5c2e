import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '../messages.ts';
import { loginSchema, signupSchema } from './auth.ts';
import { VALID_ADVOCATE_SIGNUP } from '../testing/index.ts';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const validSignup = VALID_ADVOCATE_SIGNUP;

describe('loginSchema', () => {
  it('accepts an e-mail or a mobile starting 6 to 9', () => {
    expect(loginSchema.safeParse({ userId: 'judge@example.in', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ userId: '9000000001', password: 'x' }).success).toBe(true);
  });

  it('takes a mobile however it is written: +91, 91 or 0 before it, spaces, dashes or dots between', () => {
    for (const typed of [
      '+91 98110 22334',
      '919811022334',
      '098110-22334',
      '98110.22334',
      ' (981) 102-2334 ',
    ]) {
      expect(loginSchema.parse({ userId: typed, password: 'x' }).userId).toBe('9811022334');
    }
    expect(messagesOf(loginSchema.safeParse({ userId: '+44 98110 22334', password: 'x' }))).toEqual({
      userId: MESSAGE_CODES.userIdInvalid,
    });
  });

  it('refuses a mobile starting 5, a short number and missing fields with their messages', () => {
    expect(messagesOf(loginSchema.safeParse({ userId: '5000000000', password: 'x' }))).toEqual({
      userId: MESSAGE_CODES.userIdInvalid,
    });
    expect(messagesOf(loginSchema.safeParse({ userId: '900000000', password: 'x' }))).toEqual({
      userId: MESSAGE_CODES.userIdInvalid,
    });
    expect(messagesOf(loginSchema.safeParse({}))).toEqual({
      userId: MESSAGE_CODES.userIdRequired,
      password: MESSAGE_CODES.passwordRequired,
    });
  });
});

describe('signupSchema', () => {
  it('normalises a valid advocate', () => {
    const result = signupSchema.safeParse(validSignup);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: 'asha@example.in', dialCode: '91' });
  });

  it('takes for India one of its states or union territories, elsewhere any state', () => {
    expect(signupSchema.safeParse({ ...validSignup, state: 'Tamil Nadu' }).success).toBe(true);
    expect(messagesOf(signupSchema.safeParse({ ...validSignup, state: 'Dilli NCR' }))).toEqual({
      state: MESSAGE_CODES.stateNotInIndia,
    });
    expect(signupSchema.safeParse({ ...validSignup, country: 'NP', state: 'Bagmati' }).success).toBe(true);
  });

  it('asks for India’s state to be selected when none is, and another country’s to be typed', () => {
    for (const state of ['', '  ']) {
      expect(messagesOf(signupSchema.safeParse({ ...validSignup, state }))).toEqual({
        state: MESSAGE_CODES.stateRequired,
      });
      expect(messagesOf(signupSchema.safeParse({ ...validSignup, country: 'NP', state }))).toEqual({
        state: MESSAGE_CODES.stateLength,
      });
    }
    // Whatever else the form lacks.
    expect(messagesOf(signupSchema.safeParse({ country: 'IN', state: '' })).state).toBe(
      MESSAGE_CODES.stateRequired,
    );
  });

  it('keeps the 10 digits of a mobile typed with +91, 0, spaces or dashes, and refuses one too long', () => {
    for (const typed of ['+91 98110 22334', '0 98110-22334', '98110 22334']) {
      expect(signupSchema.parse({ ...validSignup, mobile: typed }).mobile).toBe('9811022334');
    }
    expect(messagesOf(signupSchema.safeParse({ ...validSignup, mobile: '+91 98110 223345' }))).toEqual({
      mobile: MESSAGE_CODES.mobileInvalid,
    });
  });

  it.each([
    ['firstName', 'Al', MESSAGE_CODES.firstNameLength],
    ['firstName', 'Asha1', MESSAGE_CODES.nameLettersOnly],
    ['lastName', 'Ra', MESSAGE_CODES.lastNameLength],
    ['email', 'not-an-email', MESSAGE_CODES.emailInvalid],
    ['email', `${'a'.repeat(250)}@x.in`, MESSAGE_CODES.emailTooLong],
    ['mobile', '12345', MESSAGE_CODES.mobileInvalid],
    ['pinCode', '1100', MESSAGE_CODES.pinCodeInvalid],
    ['address1', 'ab', MESSAGE_CODES.addressLength],
    ['state', 'DL', MESSAGE_CODES.stateLength],
    ['city', 'ND', MESSAGE_CODES.cityLength],
    ['enrollmentNumber', 'D/1234/2020/XYZ', MESSAGE_CODES.enrollmentTooLong],
    ['password', 'demo@12345', MESSAGE_CODES.passwordNeedsUppercase],
    ['password', 'DEMO@12345', MESSAGE_CODES.passwordNeedsLowercase],
    ['password', 'Demo@abcde', MESSAGE_CODES.passwordNeedsDigit],
    ['password', 'Demo12345', MESSAGE_CODES.passwordNeedsSpecial],
    ['password', 'De@1', MESSAGE_CODES.passwordTooShort],
  ])('refuses %s = %j with its message', (field, value, message) => {
    const result = signupSchema.safeParse({ ...validSignup, [field]: value, confirmPassword: 'x' });
    expect(messagesOf(result)[field]).toBe(message);
  });

  it('requires an enrollment number for an Advocate only', () => {
    const { enrollmentNumber: _enrollment, ...withoutEnrollment } = validSignup;
    expect(messagesOf(signupSchema.safeParse(withoutEnrollment))).toEqual({
      enrollmentNumber: MESSAGE_CODES.enrollmentRequired,
    });
    expect(signupSchema.safeParse({ ...withoutEnrollment, role: 'Individual' }).success).toBe(true);
  });

  it('requires the confirmation to match', () => {
    expect(messagesOf(signupSchema.safeParse({ ...validSignup, confirmPassword: 'Demo@12346' }))).toEqual({
      confirmPassword: MESSAGE_CODES.passwordsMustMatch,
    });
  });
});
