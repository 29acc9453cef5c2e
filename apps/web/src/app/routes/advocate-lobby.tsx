import { useSearchParams } from 'react-router';
import { AdvocateLobbyPage } from '../../features/courtroom/lobby/components/advocate-lobby-page';

export function AdvocateLobbyRoute() {
  const [params] = useSearchParams();
  return <AdvocateLobbyPage hearing={params.get('hearing')} cnr={params.get('cnr')} />;
}
