import { MESSAGES } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { expectFieldMessage, fillFields } from '../../../testing/form-fields';
import { renderComponent } from '../../../testing/render';
import { SignupForm } from './signup-form';

/** Everything an Individual in Delhi fills in, but the password's confirmation. */
const ALL_BUT_CONFIRMATION = {
  'First name': 'Meera',
  'Last name': 'Sharma',
  'E-mail': 'meera@example.in',
  'Mobile number': '9712345678',
  'Address line 1': '4 Lawyers Chambers',
  'Pin code': '110003',
  State: 'Delhi',
  City: 'New Delhi',
  Password: 'Meera@2024',
};

function signupForm() {
  const sent = fakeApi();
  const view = renderComponent(<SignupForm onSuccess={() => undefined} />);
  const signUp = () => view.user.click(screen.getByRole('button', { name: 'Sign up' }));
  return { ...view, sent, signUp };
}

describe('the sign-up form', () => {
  it('names each missing field under it and sends nothing', async () => {
    const { signUp, sent } = signupForm();
    await signUp();
    await expectFieldMessage('First name', MESSAGES.firstNameRequired);
    await expectFieldMessage('Last name', MESSAGES.lastNameRequired);
    await expectFieldMessage('Confirm password', MESSAGES.confirmPasswordRequired);
    expect(sent).toEqual([]);
  });

  it('refuses a confirmation that differs from the password, and sends nothing', async () => {
    const { user, signUp, sent } = signupForm();
    await fillFields(user, { ...ALL_BUT_CONFIRMATION, 'Confirm password': 'Meera@2025' });
    await signUp();
    await expectFieldMessage('Confirm password', MESSAGES.passwordsMustMatch);
    expect(sent).toEqual([]);
  });

  it('asks an Advocate, and only an Advocate, for the enrollment number', async () => {
    const { user, signUp, sent } = signupForm();
    expect(screen.queryByLabelText('Enrollment number')).toBeNull();
    await user.click(screen.getByLabelText('Advocate'));
    await fillFields(user, { ...ALL_BUT_CONFIRMATION, 'Confirm password': 'Meera@2024' });
    await signUp();
    await expectFieldMessage('Enrollment number', MESSAGES.enrollmentRequired);
    expect(sent).toEqual([]);
  });
});
