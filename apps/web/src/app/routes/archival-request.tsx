import { ArchivalRequestPage } from '../../features/archival/components/archival-request-page';

export function ArchivalRequestRoute() {
  return <ArchivalRequestPage />;
}
