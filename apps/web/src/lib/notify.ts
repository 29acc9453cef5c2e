import type { MessageKey, MessageRef } from '@nyaya/shared';
import { appState } from './app-state';
import { isApiError } from './api-error';
import { failureMessage, shownMessage } from './translate-message';

/** The server's message of a failure in a toast, or in the OOPS? modal when the server itself failed. */
export function notifyError(error: Error): void {
  const message = failureMessage(error);
  if (isApiError(error) && error.status > 0 && error.status < 500) appState.showAlert(message, 'danger');
  else appState.showAlertModal(message);
}

/** The server's message of a success in a toast; `fallback` when the server sent none. */
export function notifySuccess(
  message: MessageKey | MessageRef | undefined,
  fallback: MessageKey = 'saved',
): void {
  appState.showAlert(shownMessage(message ?? fallback), 'success');
}

/** A known failure (a fallback of spec.md §8, a selection rule of §5) in a danger toast. */
export function notifyFailure(message: MessageKey | MessageRef): void {
  appState.showAlert(shownMessage(message), 'danger');
}
