import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appState } from '../../../lib/app-state';
import { translateMessage } from '../../../lib/translate-message';
import { failureMessage } from '../../../lib/translate-message';

/**
 * Runs one of the host's courtroom actions; a refusal from the server (or a lost socket) is shown as a danger
 * toast in the user's language. Resolves true when the action went through.
 */
export function useCourtroomAction(): (action: () => Promise<unknown>) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback(
    async (action) => {
      try {
        await action();
        return true;
      } catch (failure) {
        appState.showAlert(translateMessage(t, failureMessage(failure)), 'danger');
        return false;
      }
    },
    [t],
  );
}
