import type { Profile, ProfileUpdateInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { PROFILE_QUERY_KEY } from './get-profile';

export { profileUpdateSchema } from '@nyaya/shared';

/** spec.md §7 PUT profile: what changes without a code (the country). */
export function updateProfile(input: ProfileUpdateInput) {
  return api.send<Profile>('PUT', '/users/profile', input);
}

/** The profile changed (a new country, mobile or e-mail): the cached profile and signed-in user follow. */
export function useProfileChanged() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
}

export function useUpdateProfile() {
  const profileChanged = useProfileChanged();
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    onSuccess: ({ data }) => profileChanged(data),
  });
}
