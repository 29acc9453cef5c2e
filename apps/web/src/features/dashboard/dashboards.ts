import type { Role } from '@nyaya/shared';
import { paths } from '../../config/paths';

/** A dashboard card: a link to one of the role's pages. */
export type DashboardCard = { id: CardId; icon: string; href: string };
type CardId =
  | 'recordings'
  | 'liveSessions'
  | 'savedCases'
  | 'archival'
  | 'streamSetup'
  | 'causeLists'
  | 'accessLogs'
  | 'profile'
  | 'changePassword'
  | 'changeContactDetails'
  | 'externalMeetings';

/** SuperAdmin's is the admin dashboard of live counts; every other role has cards. */
export type DashboardRole = Exclude<Role, 'SuperAdmin'>;

const card = (id: CardId, icon: string, href: string): DashboardCard => ({ id, icon, href });

/** spec.md §2 "/dashboard": the cards of each role's dashboard. */
export const DASHBOARD_CARDS: Record<DashboardRole, DashboardCard[]> = {
  // The Judge's panel is the courtroom itself, with its cause list.
  Judge: [
    card('recordings', 'bi-collection-play', paths.app.recordings.getHref()),
    card('externalMeetings', 'bi-camera-video', paths.app.webExMeetingJoin.getHref()),
  ],
  // The Reader's panel is the day's cause list itself.
  Reader: [],
  Controller: [
    card('streamSetup', 'bi-camera-video', paths.app.streamSetup.getHref()),
    card('causeLists', 'bi-list-check', paths.app.causeList.getHref()),
    card('archival', 'bi-archive', paths.app.archivalRequestShort.getHref()),
    card('accessLogs', 'bi-journal-text', paths.app.accessLogs.getHref()),
    card('externalMeetings', 'bi-camera-video', paths.app.webExMeetingJoin.getHref()),
  ],
  // Their archival requests are the dashboard's panel; they ask for one from an Expired case.
  Individual: [card('recordings', 'bi-collection-play', paths.app.recordings.getHref())],
  Advocate: [
    card('liveSessions', 'bi-broadcast', paths.app.liveSessions.getHref()),
    card('savedCases', 'bi-bookmark-check', paths.app.liveSessions.getHref()),
    card('externalMeetings', 'bi-camera-video', paths.app.webExMeetingJoin.getHref()),
  ],
  // The spec gives Admin no dashboard and PERMISSIONS nothing beyond its own account, so it gets that account.
  Admin: [
    card('profile', 'bi-person-circle', paths.app.profile.getHref()),
    card('changePassword', 'bi-key', paths.app.changePassword.getHref()),
    card('changeContactDetails', 'bi-telephone', paths.app.changeContactDetails.getHref()),
  ],
};

/** spec.md §2: the banner image shows only to these roles. */
export const BANNER_ROLES: readonly Role[] = ['SuperAdmin', 'Admin', 'Advocate', 'Individual', 'Controller'];
