import { RetentionPage } from '../../features/retention/components/retention-page';

export function RetentionDurationRoute() {
  return <RetentionPage />;
}
