import { useSyncExternalStore } from 'react';
import type { ShownText } from './translate-message';

export type AlertType = 'success' | 'danger';

/** The spec's shared app state (section 3), minus what the query cache already holds (the user). */
export type AppState = {
  alert: { id: number; message: ShownText; type: AlertType } | null;
  alertModal: { message: ShownText; url?: string } | null;
  isLoading: boolean;
  showCauseList: boolean;
};

// A tiny external store rather than a React context, so the api client and the socket (outside React)
// can raise alerts too.
let state: AppState = { alert: null, alertModal: null, isLoading: false, showCauseList: false };
const listeners = new Set<() => void>();
let nextAlertId = 1;

function update(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppState<T>(select: (current: AppState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}

export const appState = {
  showAlert: (message: ShownText, type: AlertType = 'success') =>
    update({ alert: { id: nextAlertId++, message, type } }),
  hideAlert: () => update({ alert: null }),
  showAlertModal: (message: ShownText, url?: string) => update({ alertModal: { message, url } }),
  hideAlertModal: () => update({ alertModal: null }),
  setLoading: (isLoading: boolean) => update({ isLoading }),
  setShowCauseList: (showCauseList: boolean) => update({ showCauseList }),
  toggleCauseList: () => update({ showCauseList: !state.showCauseList }),
};
