import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { GlobalLoadingOverlay } from '../../components/global-loading-overlay';
import { useAppState } from '../../lib/app-state';
import { useSessionSocket } from '../../lib/use-session-socket';

// Bootstrap's toast and modal load with the first message to show, not with every first page.
const Toasts = lazy(() => import('../../components/toasts').then(({ Toasts }) => ({ default: Toasts })));
const ErrorModal = lazy(() =>
  import('../../components/error-modal').then(({ ErrorModal }) => ({ default: ErrorModal })),
);

/** True from the first time `needed` is: what was loaded for it stays, to close with its transition. */
function useLatch(needed: boolean): boolean {
  const [latched, setLatched] = useState(needed);
  if (needed && !latched) setLatched(true);
  return latched || needed;
}

/** Above every page: the toasts, the OOPS? modal, the loading overlay and the session socket. */
export function RootRoute() {
  useSessionSocket();
  const toasts = useLatch(useAppState((state) => state.alert !== null));
  const errorModal = useLatch(useAppState((state) => state.alertModal !== null));
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {toasts && <Toasts />}
        {errorModal && <ErrorModal />}
      </Suspense>
      <GlobalLoadingOverlay />
    </>
  );
}
