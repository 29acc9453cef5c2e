import { ExternalMeetingsPage } from '../../features/external-meetings/components/external-meetings-page';

export function ExternalMeetingsRoute() {
  return <ExternalMeetingsPage />;
}
