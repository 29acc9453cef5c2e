import { useCallback } from 'react';
import { appState } from '../../../lib/app-state';
import { failureMessage } from '../../../lib/translate-message';

/**
 * Runs one of the host's courtroom actions; a refusal from the server (or a lost socket) is shown as a danger
 * toast in the user's language. Resolves true when the action went through.
 */
export function useCourtroomAction(): (action: () => Promise<unknown>) => Promise<boolean> {
  return useCallback(async (action) => {
    try {
      await action();
      return true;
    } catch (failure) {
      appState.showAlert(failureMessage(failure), 'danger');
      return false;
    }
  }, []);
}
