import { MESSAGES } from '@nyaya/shared';
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
  it('names each missing field with its message, which describes the field, and sends nothing', async () => {
    const sent = signInsSent();
    const { signIn } = signInForm();
    await signIn();
    expect(await screen.findByRole('textbox', { description: MESSAGES.userIdRequired })).toBe(
      screen.getByLabelText('E-mail or mobile number'),
    );
    expect(screen.getByText(MESSAGES.passwordRequired).id).toBe('login-password-error');
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
});
