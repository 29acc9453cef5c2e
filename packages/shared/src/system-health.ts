/** An error this instance logged: when, and its message. */
export type RecentError = { at: string; message: string };

/**
 * GET /api/v1/master/systemHealth: the admin panel's view of the instance that answers (the rooms and the
 * recordings come from the control room's calls, which every instance answers alike).
 */
export type SystemHealth = {
  instance: { name: string; startedAt: string; residentMiB: number; sockets: number };
  storage: { mediaFreeBytes: number; mediaTotalBytes: number; databaseBytes: number };
  recentErrors: RecentError[];
};

/** How often the admin panel asks again. */
export const SYSTEM_HEALTH_REFRESH_MS = 5000;
