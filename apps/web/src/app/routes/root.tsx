import { Outlet } from 'react-router';
import { ErrorModal } from '../../components/error-modal';
import { GlobalLoadingOverlay } from '../../components/global-loading-overlay';
import { Toasts } from '../../components/toasts';
import { useSessionSocket } from '../../lib/use-session-socket';

/** Above every page: the toasts, the OOPS? modal, the loading overlay and the session socket. */
export function RootRoute() {
  useSessionSocket();
  return (
    <>
      <Outlet />
      <Toasts />
      <ErrorModal />
      <GlobalLoadingOverlay />
    </>
  );
}
