import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appState } from '../../../lib/app-state';
import { setUser } from '../../../lib/auth';
import { chooseDataSaver, dataSaverChosen } from '../../../lib/data-saver';
import { rememberLanguage } from '../../../lib/i18n';
import { disconnectSocket } from '../../../lib/socket';

export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}

/** What this browser holds of a session (storage, cache, socket), cleared when it ends here or on the server. */
export function forgetSession(queryClient: QueryClient): void {
  const dataSaver = dataSaverChosen();
  localStorage.clear();
  sessionStorage.clear();
  // The device's own choices stay: its language and its link's Data saver.
  rememberLanguage();
  chooseDataSaver(dataSaver);
  disconnectSocket();
  appState.setShowCauseList(false);
  queryClient.clear();
  setUser(queryClient, null);
}

/** spec.md §4 "Logout": the loading overlay for its duration, then storage, cache and socket are cleared. */
export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onMutate: () => appState.setLoading(true),
    onSettled: () => appState.setLoading(false),
    onSuccess: () => {
      forgetSession(queryClient);
      onSuccess?.();
    },
  });
}
