import { ReasonsPage } from '../../features/reasons/components/reasons-page';

export function ReasonsRoute() {
  return <ReasonsPage />;
}
