import { type LoginInput, type PublicUser } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setUser } from '../../../lib/auth';

export { loginSchema } from '@nyaya/shared';

export function login(input: LoginInput): Promise<PublicUser> {
  return api.post<PublicUser>('/auth/login', input);
}

export function useLogin({ onSuccess }: { onSuccess?: (user: PublicUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { handlesErrors: true },
    onSuccess: (user) => {
      setUser(queryClient, user);
      onSuccess?.(user);
    },
  });
}
