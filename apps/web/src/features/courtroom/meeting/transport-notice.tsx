import { type MeetingTransport } from '@nyaya/shared';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/translate-message';

/** While the SFU cannot be reached the meeting goes over the mesh, which some networks block: the page says so. */
export function TransportNotice({ transport }: { transport: MeetingTransport | null }) {
  const { t } = useTranslation();
  if (transport !== 'mesh') return null;
  return (
    <Alert variant="warning" data-testid="mesh-fallback">
      {translateMessage(t, 'meetingMeshFallback')}
    </Alert>
  );
}
