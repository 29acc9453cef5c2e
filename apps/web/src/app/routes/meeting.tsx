import { useSearchParams } from 'react-router';
import { MeetingPage } from '../../features/courtroom/meeting/meeting-page';

export function MeetingRoute() {
  const room = useSearchParams()[0].get('room');
  return <MeetingPage roomId={room} />;
}
