import { MESSAGES } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../testing/description';
import { fakeApi } from '../../../testing/fake-api';
import { renderComponent } from '../../../testing/render';
import { SignupForm } from './signup-form';

function signupForm() {
  const sent = fakeApi();
  const view = renderComponent(<SignupForm onSuccess={() => undefined} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const signUp = () => view.user.click(screen.getByRole('button', { name: 'Sign up' }));
  return { ...view, sent, field, signUp };
}

/** Everything an Individual in Delhi fills in, but the password's confirmation. */
async function fillAllButConfirmation({ user, field }: ReturnType<typeof signupForm>) {
  await user.type(field('First name'), 'Meera');
  await user.type(field('Last name'), 'Sharma');
  await user.type(field('E-mail'), 'meera@example.in');
  await user.type(field('Mobile number'), '9712345678');
  await user.type(field('Address line 1'), '4 Lawyers Chambers');
  await user.type(field('Pin code'), '110003');
  await user.selectOptions(field('State'), 'Delhi');
  await user.type(field('City'), 'New Delhi');
  await user.type(field('Password'), 'Meera@2024');
}

describe('the sign-up form', () => {
  it('names each missing field under it and sends nothing', async () => {
    const { field, signUp, sent } = signupForm();
    await signUp();
    for (const [label, message] of [
      ['First name', MESSAGES.firstNameRequired],
      ['Last name', MESSAGES.lastNameRequired],
      ['Confirm password', MESSAGES.confirmPasswordRequired],
    ] as const) {
      await vi.waitFor(() => expect(descriptionOf(field(label))).toContain(message));
    }
    expect(sent).toEqual([]);
  });

  it('refuses a confirmation that differs from the password, and sends nothing', async () => {
    const form = signupForm();
    await fillAllButConfirmation(form);
    await form.user.type(form.field('Confirm password'), 'Meera@2025');
    await form.signUp();
    await vi.waitFor(() =>
      expect(descriptionOf(form.field('Confirm password'))).toContain(MESSAGES.passwordsMustMatch),
    );
    expect(form.sent).toEqual([]);
  });

  it('asks an Advocate, and only an Advocate, for the enrollment number', async () => {
    const form = signupForm();
    expect(screen.queryByLabelText('Enrollment number')).toBeNull();
    await form.user.click(screen.getByLabelText('Advocate'));
    await fillAllButConfirmation(form);
    await form.user.type(form.field('Confirm password'), 'Meera@2024');
    await form.signUp();
    await vi.waitFor(() =>
      expect(descriptionOf(form.field('Enrollment number'))).toContain(MESSAGES.enrollmentRequired),
    );
    expect(form.sent).toEqual([]);
  });
});
