import { StreamSetupPage } from '../../features/stream-setup/components/stream-setup-page';

export function StreamSetupRoute() {
  return <StreamSetupPage />;
}
