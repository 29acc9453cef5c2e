import { VERIFY_RECORDING_PATH, type Action } from '@nyaya/shared';
import { matchPath } from 'react-router';

/** A route's path, how to link to it, and the permission (shared PERMISSIONS) a user needs to open it. */
export type AppRoute = { path: string; action?: Action; getHref: () => string };

function route(path: string, action?: Action): AppRoute {
  return { path, action, getHref: () => path };
}

/** Every route of the spec (section 2) with its path and how to link to it. */
export const paths = {
  public: {
    login: route('/'),
    signup: route('/signup'),
    forgotPassword: route('/forgot-password'),
    resetPassword: route('/reset-password'),
    /** Open to everyone, signed in or not. */
    verifyRecording: route(VERIFY_RECORDING_PATH),
  },
  app: {
    dashboard: route('/dashboard', 'dashboard:view'),
    settings: route('/settings', 'account:manage'),
    profile: route('/profile', 'account:manage'),
    changePassword: route('/changepassword', 'account:manage'),
    resetPassword: route('/resetpassword', 'account:manage'),
    changeContactDetails: route('/changecontactdetails', 'account:manage'),
    recordings: route('/recordings', 'recordings:view'),
    liveSessions: route('/live-sessions', 'liveSessions:join'),
    stream: route('/stream'),
    viewStream: route('/viewstream'),
    advocateLobby: route('/advocatelobby', 'liveSessions:join'),
    meeting: route('/meeting', 'liveSessions:join'),
    judgeDashboard: route('/judge-dashboard', 'judgeDashboard:view'),
    causeList: route('/causelist', 'causeList:manage'),
    archivalRequest: route('/controller/masters/archival-request', 'archival:manage'),
    archivalRequestShort: route('/archival-request', 'archival:manage'),
    advocateVerification: route('/advocate-verification', 'advocates:verify'),
    streamSetup: route('/controller/masters/controllPannel', 'streamSetup:manage'),
    manageUsers: route('/masters/manage-users', 'users:manage'),
    reasons: route('/masters/reasons', 'reasons:manage'),
    accessLogs: route('/masters/accessLogs', 'accessLogs:view'),
    retentionDuration: route('/admin/RetentionDuration', 'retention:manage'),
    ipConfig: route('/admin/IpConfig', 'ipBans:manage'),
    masters: route('/masters', 'masters:manage'),
    manageHighCourts: route('/masters/manage-highcourts', 'masters:manage'),
    host: route('/admin/host', 'hosts:manage'),
    adminPanel: route('/admin/adminPanel', 'systemHealth:view'),
    transactions: route('/transactions', 'account:manage'),
    webExMeetingJoin: route('/webExmeetingJoin', 'externalMeetings:join'),
  },
} as const;

/** The permission the private route at this pathname needs, if any. */
export function requiredAction(pathname: string): Action | undefined {
  return Object.values(paths.app).find((route) => matchPath(route.path, pathname))?.action;
}
