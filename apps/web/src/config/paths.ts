type Route = { path: string; getHref: () => string };

function route(path: string): Route {
  return { path, getHref: () => path };
}

/** Every route of the spec (section 2) with its path and how to link to it. */
export const paths = {
  public: {
    login: route('/'),
    signup: route('/signup'),
    forgotPassword: route('/forgot-password'),
    resetPassword: route('/reset-password'),
  },
  app: {
    dashboard: route('/dashboard'),
    settings: route('/settings'),
    profile: route('/profile'),
    changePassword: route('/changepassword'),
    resetPassword: route('/resetpassword'),
    changeContactDetails: route('/changecontactdetails'),
    recordings: route('/recordings'),
    liveSessions: route('/live-sessions'),
    stream: route('/stream'),
    viewStream: route('/viewstream'),
    advocateLobby: route('/advocatelobby'),
    meeting: route('/meeting'),
    judgeDashboard: route('/judge-dashboard'),
    causeList: route('/causelist'),
    archivalRequest: route('/controller/masters/archival-request'),
    archivalRequestShort: route('/archival-request'),
    streamSetup: route('/controller/masters/controllPannel'),
    manageUsers: route('/masters/manage-users'),
    reasons: route('/masters/reasons'),
    accessLogs: route('/masters/accessLogs'),
    retentionDuration: route('/admin/RetentionDuration'),
    ipConfig: route('/admin/IpConfig'),
    masters: route('/masters'),
    manageHighCourts: route('/masters/manage-highcourts'),
    host: route('/admin/host'),
    adminPanel: route('/admin/adminPanel'),
    transactions: route('/transactions'),
    webExMeetingJoin: route('/webExmeetingJoin'),
  },
} as const;
