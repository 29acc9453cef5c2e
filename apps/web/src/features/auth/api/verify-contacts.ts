import type { ContactsVerificationInput } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { contactsVerificationSchema } from '@nyaya/shared';

/** POST /auth/verifyOTP: the e-mail's and the mobile's codes of a signed-up account, which then may sign in. */
export function verifyContacts(input: ContactsVerificationInput) {
  return api.send<null>('POST', '/auth/verifyOTP', input);
}

export function useVerifyContacts() {
  return useMutation({ mutationFn: verifyContacts, meta: { handlesErrors: true } });
}
