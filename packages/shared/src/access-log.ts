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
  'recording_viewed',
  'certified_copy_downloaded',
  'other_sessions_signed_out',
  'external_meeting_set',
  'external_meeting_removed',
  'external_meeting_joined',
  'substitute_judge_set',
  'substitute_judge_removed',
] as const;

export type AccessEvent = (typeof ACCESS_EVENTS)[number];

/** The first thing wrong with the access log's hash chain: a row edited, one put in, or rows taken out or moved. */
export type AccessLogChainProblem = { rowId: number; kind: 'edited' | 'inserted' | 'missing' };

export const ACCESS_LOG_CHECKPOINT_FORMAT = 'nyaya-live-access-log-checkpoint/1';

/** What an hourly checkpoint signs: the chain as it was checked then, whole up to its head or not. */
export type AccessLogCheckpointBody = {
  format: typeof ACCESS_LOG_CHECKPOINT_FORMAT;
  checkedAt: string;
  rows: number;
  headId: number | null;
  headHash: string;
  problem: AccessLogChainProblem | null;
};

/** System Health's view of the chain: its newest checkpoint, the check it records. */
export type AccessLogChainHealth = { lastCheckpoint: AccessLogCheckpointBody | null };
