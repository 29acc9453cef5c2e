/** Everything the access log records (spec: sign-ins, sign-outs, password and contact changes, admin changes, bans). */
export const ACCESS_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'signup',
  'account_locked',
  'password_changed',
  'password_reset',
  'contact_changed',
  'reset_code_sent',
  'user_created',
  'user_updated',
  'user_activated',
  'user_deactivated',
  'master_changed',
  'reason_changed',
  'retention_changed',
  'ip_banned',
  'ip_unbanned',
  'recordings_expired',
  'advocate_verified',
  'advocate_rejected',
  'recording_abandoned',
  'recording_retried',
  'stream_withheld',
] as const;

export type AccessEvent = (typeof ACCESS_EVENTS)[number];
