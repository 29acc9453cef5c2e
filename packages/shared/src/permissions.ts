import type { Role } from './roles.ts';

/**
 * The specification's role table (section 6) as one map: an action and the roles that may perform it.
 * The server's route and socket guards and the web sidebar all ask `can(role, action)`.
 */
export const PERMISSIONS = {
  'dashboard:view': ['Judge', 'Advocate', 'Individual', 'Reader', 'Controller', 'SuperAdmin', 'Admin'],
  'account:manage': ['Judge', 'Advocate', 'Individual', 'Reader', 'Controller', 'SuperAdmin', 'Admin'],
  'recordings:view': ['Judge', 'Individual'],
  /** A hearing excluded from streaming stays closed to the public; its judge and the controller still watch it. */
  'recordings:viewRestricted': ['Judge', 'Controller'],
  /** A hearing's certified copy: its master recordings with the court's signed manifests (logged). */
  'recordings:certify': ['Judge', 'Controller'],
  /** The party and advocate names of a matter a streaming exclusion covers (matrimonial, POCSO…): a Controller
   * for any, a Judge or Reader for their own room's (the server checks the room); everyone else sees the case
   * number and CNR only. */
  'parties:viewWithheld': ['Judge', 'Reader', 'Controller'],
  'liveSessions:join': ['Advocate'],
  /** An advocate's own matters on today's cause list, and being told when one is called. */
  'matters:viewOwn': ['Advocate'],
  /** Opening one's own courtroom with one's cameras. */
  'courtroom:host': ['Judge'],
  /** Running a room: admit, moderate, choose the hearing, stream, record, announce, end; the judge of that
   * room, or a Controller monitoring it (the server checks the room). */
  'courtroom:moderate': ['Judge', 'Controller'],
  'causeListPanel:toggle': ['Judge'],
  'judgeDashboard:view': ['Judge', 'Controller'],
  'causeList:manage': ['Controller'],
  /** Judges and readers read their own room's list; the server narrows them to it. */
  'causeList:read': ['Judge', 'Reader', 'Controller'],
  'archival:manage': ['Controller'],
  /** Individuals and advocates ask for an expired hearing's recording and follow their requests. */
  'archival:request': ['Individual', 'Advocate'],
  /** The rooms' live cards and the recordings awaiting finalisation: the control room, and the SuperAdmin's
   * admin panel. */
  'controlRoom:view': ['Controller', 'SuperAdmin'],
  /** A recording the server could not finalise is tried again at once (it is retried on its own too). */
  'recordings:retry': ['Controller', 'SuperAdmin'],
  /** Advocates keep the cases they follow on the server, so the list follows them to any device. */
  'cases:save': ['Advocate'],
  /** The rules ask the court master or reader to tell the parties a hearing will be streamed. */
  'causeList:markInformed': ['Reader'],
  'streamSetup:manage': ['Controller'],
  /** A court that hears on an external video conference: the link set per streaming room and date… */
  'externalMeetings:manage': ['Controller'],
  /** …and joined by the room's Judge and the advocates of its hearings (the server checks which). */
  'externalMeetings:join': ['Judge', 'Controller', 'Advocate'],
  'accessLogs:view': ['Controller', 'SuperAdmin'],
  'retention:manage': ['Controller', 'SuperAdmin'],
  'users:manage': ['SuperAdmin'],
  /** Checking a self-registered Advocate against the Bar Council roll before they may wait in a lobby. */
  'advocates:verify': ['Controller', 'SuperAdmin'],
  'reasons:manage': ['SuperAdmin'],
  'ipBans:manage': ['SuperAdmin'],
  'masters:manage': ['SuperAdmin'],
  /** Who presides in each court room, and the judge who stands in for them on a date. */
  'hosts:manage': ['SuperAdmin'],
  'adminDashboard:view': ['SuperAdmin'],
  /** The admin panel's health of the system: this instance, storage, the database, recent errors. */
  'systemHealth:view': ['SuperAdmin'],
  /** /metrics and /api/docs in production (a scraper may use METRICS_TOKEN instead). */
  'operations:view': ['SuperAdmin'],
  'pauseReasons:read': ['Judge', 'Controller', 'SuperAdmin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, action: Action): boolean {
  if (!role) return false;
  return (PERMISSIONS[action] as readonly Role[]).includes(role);
}
