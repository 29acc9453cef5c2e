import type { PublicUser, SignupInput } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { signupSchema } from '@nyaya/shared';

export function signup(input: SignupInput): Promise<PublicUser> {
  return api.post<PublicUser>('/auth/signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup, meta: { handlesErrors: true } });
}
