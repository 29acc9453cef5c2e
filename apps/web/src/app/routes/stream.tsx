import { useSearchParams } from 'react-router';
import { LiveStreamPage } from '../../features/live-stream/components/live-stream-page';

export function StreamRoute() {
  const hearing = useSearchParams()[0].get('hearing');
  return <LiveStreamPage hearing={hearing} />;
}
