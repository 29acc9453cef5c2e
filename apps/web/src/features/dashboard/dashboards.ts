import type { Role } from '@nyaya/shared';

export type DashboardCard = { id: CardId; icon: string };
type CardId =
  | 'liveCourtroom'
  | 'causeList'
  | 'recordings'
  | 'caseSearch'
  | 'liveSessions'
  | 'savedCases'
  | 'archival'
  | 'streamSetup'
  | 'causeLists'
  | 'accessLogs'
  | 'users'
  | 'reasons'
  | 'retention';

export type DashboardRole = Exclude<Role, 'Admin'>;

const card = (id: CardId, icon: string): DashboardCard => ({ id, icon });

/** Spec 2 "/dashboard": one dashboard per role (Admin has none); the cards are what later issues fill in. */
export const DASHBOARD_CARDS: Record<DashboardRole, DashboardCard[]> = {
  Judge: [
    card('liveCourtroom', 'bi-camera-reels'),
    card('causeList', 'bi-list-check'),
    card('recordings', 'bi-collection-play'),
  ],
  Reader: [card('causeList', 'bi-list-check'), card('caseSearch', 'bi-search')],
  Controller: [
    card('streamSetup', 'bi-camera-video'),
    card('causeLists', 'bi-list-check'),
    card('archival', 'bi-archive'),
    card('accessLogs', 'bi-journal-text'),
  ],
  Individual: [card('recordings', 'bi-collection-play'), card('archival', 'bi-archive')],
  Advocate: [card('liveSessions', 'bi-broadcast'), card('savedCases', 'bi-bookmark-check')],
  SuperAdmin: [
    card('users', 'bi-people'),
    card('reasons', 'bi-chat-left-quote'),
    card('accessLogs', 'bi-journal-text'),
    card('retention', 'bi-hourglass-split'),
  ],
};

export function hasDashboard(role: Role): role is DashboardRole {
  return role in DASHBOARD_CARDS;
}

/** Spec 2: the banner image shows only to these roles. */
export const BANNER_ROLES: readonly Role[] = ['SuperAdmin', 'Admin', 'Advocate', 'Individual', 'Controller'];
