import { AccessLogsPage } from '../../features/access-logs/components/access-logs-page';

export function AccessLogsRoute() {
  return <AccessLogsPage />;
}
