import { can, type Action, type Role } from '@nyaya/shared';
import type { ParseKeys } from 'i18next';
import { paths } from './paths';

type NavBase = {
  id: string;
  labelKey: ParseKeys;
  icon: string;
  /** Shown to a role that `can` do this action… */
  action: Action;
  /** …unless it can also do this one, which gives it the same page elsewhere (e.g. in Masters). */
  unless?: Action;
};
export type NavLink = NavBase & { kind: 'link'; path: string };
/** Toggles shared app state instead of navigating (the judge's cause-list panel). */
export type NavToggle = NavBase & { kind: 'causeListToggle' };
export type NavGroup = NavBase & { kind: 'group'; items: NavLink[] };
export type NavItem = NavLink | NavToggle | NavGroup;

function link(
  id: string,
  labelKey: ParseKeys,
  icon: string,
  path: string,
  action: Action,
  unless?: Action,
): NavLink {
  return { kind: 'link', id, labelKey, icon, path, action, unless };
}

/** The sidebar of spec.md §2 for every role; each item is shown when `can(role, item.action)`. */
export const NAVIGATION: NavItem[] = [
  link('dashboard', 'nav.dashboard', 'bi-speedometer2', paths.app.dashboard.path, 'dashboard:view'),
  {
    kind: 'group',
    id: 'Settings',
    labelKey: 'nav.settings',
    icon: 'bi-gear',
    action: 'account:manage',
    items: [
      link('profile', 'nav.profile', 'bi-person-circle', paths.app.profile.path, 'account:manage'),
      link('changePassword', 'nav.changePassword', 'bi-key', paths.app.changePassword.path, 'account:manage'),
      link(
        'changeContact',
        'nav.changeContactInfo',
        'bi-telephone',
        paths.app.changeContactDetails.path,
        'account:manage',
      ),
      link(
        'resetPassword',
        'nav.resetPassword',
        'bi-shield-lock',
        paths.app.resetPassword.path,
        'account:manage',
      ),
    ],
  },
  link(
    'judgeDashboard',
    'nav.judgeDashboard',
    'bi-person-video3',
    paths.app.judgeDashboard.path,
    'judgeDashboard:view',
    'courtroom:host',
  ),
  {
    kind: 'causeListToggle',
    id: 'causeListPanel',
    labelKey: 'nav.causeList',
    icon: 'bi-list-check',
    action: 'causeListPanel:toggle',
  },
  link('causeList', 'nav.causeList', 'bi-list-check', paths.app.causeList.path, 'causeList:manage'),
  link('recordings', 'nav.recordings', 'bi-collection-play', paths.app.recordings.path, 'recordings:view'),
  link('liveSessions', 'nav.liveSessions', 'bi-broadcast', paths.app.liveSessions.path, 'liveSessions:join'),
  link(
    'archival',
    'nav.archivalRequest',
    'bi-archive',
    paths.app.archivalRequestShort.path,
    'archival:manage',
  ),
  link(
    'advocateVerification',
    'nav.advocateVerification',
    'bi-person-check',
    paths.app.advocateVerification.path,
    'advocates:verify',
    'masters:manage',
  ),
  link(
    'accessLogs',
    'nav.accessLogs',
    'bi-journal-text',
    paths.app.accessLogs.path,
    'accessLogs:view',
    'masters:manage',
  ),
  link(
    'retention',
    'nav.retentionDuration',
    'bi-hourglass-split',
    paths.app.retentionDuration.path,
    'retention:manage',
    'masters:manage',
  ),
  link('streamSetup', 'nav.streamSetup', 'bi-camera-video', paths.app.streamSetup.path, 'streamSetup:manage'),
  {
    kind: 'group',
    id: 'Masters',
    labelKey: 'nav.masters',
    icon: 'bi-database-gear',
    action: 'masters:manage',
    items: [
      link('users', 'nav.users', 'bi-people', paths.app.manageUsers.path, 'users:manage'),
      link('courtMasters', 'nav.courtMasters', 'bi-building', paths.app.masters.path, 'masters:manage'),
      link(
        'highCourtBenches',
        'nav.highCourtBenches',
        'bi-bank',
        paths.app.manageHighCourts.path,
        'masters:manage',
      ),
      link('hosts', 'nav.hosts', 'bi-person-badge', paths.app.host.path, 'hosts:manage'),
      link(
        'mastersAdvocateVerification',
        'nav.advocateVerification',
        'bi-person-check',
        paths.app.advocateVerification.path,
        'advocates:verify',
      ),
      link(
        'mastersAccessLogs',
        'nav.accessLogs',
        'bi-journal-text',
        paths.app.accessLogs.path,
        'accessLogs:view',
      ),
      link(
        'mastersRetention',
        'nav.retentionDuration',
        'bi-hourglass-split',
        paths.app.retentionDuration.path,
        'retention:manage',
      ),
      link('reasons', 'nav.reasons', 'bi-chat-left-quote', paths.app.reasons.path, 'reasons:manage'),
    ],
  },
  link('systemHealth', 'nav.systemHealth', 'bi-activity', paths.app.adminPanel.path, 'systemHealth:view'),
  link('ipConfig', 'nav.ipConfig', 'bi-slash-circle', paths.app.ipConfig.path, 'ipBans:manage'),
];

function isAllowed(item: NavBase, role: Role): boolean {
  return can(role, item.action) && !(item.unless && can(role, item.unless));
}

/** The sidebar items one role sees; a group keeps only its allowed items. */
export function navigationFor(role: Role): NavItem[] {
  return NAVIGATION.filter((item) => isAllowed(item, role)).map((item) =>
    item.kind === 'group' ? { ...item, items: item.items.filter((child) => isAllowed(child, role)) } : item,
  );
}
