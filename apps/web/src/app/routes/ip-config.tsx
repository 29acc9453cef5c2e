import { IpConfigPage } from '../../features/ip-config/components/ip-config-page';

export function IpConfigRoute() {
  return <IpConfigPage />;
}
