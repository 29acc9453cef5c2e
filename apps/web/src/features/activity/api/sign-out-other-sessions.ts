import type { OtherSessionsSignedOut } from '@nyaya/shared';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { OWN_ACTIVITY_QUERY_KEY } from './get-own-activity';

/** Ends every session of the user but this browser's, and their sockets. */
export function signOutOtherSessions() {
  return api.send<OtherSessionsSignedOut>('POST', '/users/sessions/signOutOthers');
}

export function useSignOutOtherSessions() {
  return useNotifiedChange(signOutOtherSessions, { refreshes: OWN_ACTIVITY_QUERY_KEY });
}
