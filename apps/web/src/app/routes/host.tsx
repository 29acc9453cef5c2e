import { HostsPage } from '../../features/hosts/components/hosts-page';

export function HostRoute() {
  return <HostsPage />;
}
