import { useSearchParams } from 'react-router';
import { RecordedViewerPage } from '../../features/viewer/components/recorded-viewer-page';

export function ViewStreamRoute() {
  const hearing = useSearchParams()[0].get('hearing');
  return <RecordedViewerPage hearing={hearing} />;
}
