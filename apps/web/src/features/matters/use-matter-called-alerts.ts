import { COURTROOM_EVENTS, fillMessage, matterCalledSchema } from '@nyaya/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appState } from '../../lib/app-state';
import { USER_QUERY_KEY } from '../../lib/auth';
import { getSocket } from '../../lib/socket';
import { translateMessage } from '../../lib/translate-message';
import { useCourtTitles } from '../../lib/use-court-titles';
import { showNotification } from './browser-notifications';
import { lobbyHref } from './lobby-href';

/**
 * The judge called one of the advocate's matters (`matter-called`): a toast, a system notification if they
 * allowed them, and every list on the page refetched, so the matter turns to Join without a reload. Both name the
 * court it is heard in, in the page's language; the streaming room only where the listing names no court room.
 */
export function useMatterCalledAlerts(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read when a call comes, not a reason to listen again: the map is made anew on every render.
  const courtTitles = useCourtTitles();
  const titles = useRef(courtTitles);
  useEffect(() => {
    titles.current = courtTitles;
  });

  useEffect(() => {
    const socket = getSocket();
    const onCalled = (payload: unknown) => {
      const parsed = matterCalledSchema.safeParse(payload);
      if (!parsed.success) {
        console.warn('matter-called: an unexpected payload was ignored', parsed.error.issues);
        return;
      }
      const called = parsed.data;
      const message = fillMessage(translateMessage(t, 'matterCalled'), {
        caseNumber: called.caseNumber,
        court: (called.courtRoom && titles.current.get(called.courtRoom)) || called.roomId,
      });
      appState.showAlert(message);
      showNotification(t('matters.calledTitle'), message, `matter-${called.hearingId}`, () => {
        void navigate(lobbyHref(called));
      });
      // A call changes the hearing's status wherever a page lists it (saved cases, a court's hearings, the lobby's
      // side list, these matters), in features this one does not know; only the signed-in user stays as it is.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    };
    socket.on(COURTROOM_EVENTS.matterCalled, onCalled);
    return () => {
      socket.off(COURTROOM_EVENTS.matterCalled, onCalled);
    };
  }, [t, queryClient, navigate]);
}
