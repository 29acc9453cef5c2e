import { MESSAGES } from '@nyaya/shared';
import hi from '../../../locales/hi.json';
import { changeLanguage } from '../../../lib/i18n';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderComponent } from '../../../testing/render';
import { LoginForm } from './login-form';

/** The sign-in bodies the form sends; the answer never comes (the form stays "signing in"). */
function signInsSent() {
  const sent = fakeApi();
  return {
    bodies: () => sent.filter((request) => request.path === '/auth/login').map((request) => request.body),
    all: sent,
  };
}

function signInForm() {
  const view = renderComponent(<LoginForm onSuccess={() => undefined} />);
  const fields = {
    userId: screen.getByLabelText('E-mail or mobile number'),
    password: screen.getByLabelText('Password', { exact: true }),
  };
  const signIn = () => view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { ...view, fields, signIn };
}

describe('the sign-in form', () => {
  it('names each missing field with its message, which describes the field and marks it invalid, and sends nothing', async () => {
    const sent = signInsSent();
    const { signIn } = signInForm();
    await signIn();
    expect(await screen.findByRole('textbox', { description: MESSAGES.userIdRequired })).toBe(
      screen.getByLabelText('E-mail or mobile number'),
    );
    expect(screen.getByText(MESSAGES.passwordRequired).id).toBe('login-password-error');
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(sent.all).toEqual([]);
  });

  it('refuses a number no Indian mobile starts with, and sends nothing', async () => {
    const sent = signInsSent();
    const { user, signIn, fields } = signInForm();
    await user.type(fields.userId, '5000000000');
    await user.type(fields.password, 'Demo@1234');
    await signIn();
    expect(await screen.findByText(MESSAGES.userIdInvalid)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.passwordRequired)).toBeNull();
    expect(sent.all).toEqual([]);
  });

  it.each([
    ['+91 98100 00001', '9810000001'],
    ['098100-00001', '9810000001'],
    ['judge@example.in', 'judge@example.in'],
  ])('sends %s as %s', async (typed, userId) => {
    const sent = signInsSent();
    const { user, signIn, fields } = signInForm();
    await user.type(fields.userId, typed);
    await user.type(fields.password, 'Demo@1234');
    await signIn();
    await vi.waitFor(() =>
      expect(sent.bodies()).toEqual([{ userId, password: 'Demo@1234', captchaValue: '' }]),
    );
    expect(screen.queryByText(MESSAGES.userIdInvalid)).toBeNull();
  });

  it("shows the server's refusal by its code, in the user's language, whatever English the server words it in", async () => {
    fakeApi({
      'POST /auth/login': Response.json(
        { status: false, code: 'tooManyRequests', message: 'Reworded by a newer server' },
        { status: 429 },
      ),
    });
    const { user, signIn, fields } = signInForm();
    await user.type(fields.userId, 'judge@example.in');
    await user.type(fields.password, 'Demo@1234');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyRequests);
    await changeLanguage('hi');
    try {
      await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hi.messages.tooManyRequests));
    } finally {
      await changeLanguage('en');
    }
  });
});
