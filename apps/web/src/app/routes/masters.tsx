import { MastersPage } from '../../features/masters/components/masters-page';

export function MastersRoute() {
  return <MastersPage />;
}
