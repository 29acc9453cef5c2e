import type { AccessEvent } from './access-log.ts';
import type { PublicUser } from './api.ts';
import type { Role } from './roles.ts';
import type { KeptText } from './messages.ts';

/** A user as the SuperAdmin's Manage Users table shows them. */
export type AdminUser = PublicUser & { isActive: boolean; passwordSet: boolean; createdAt: string };

export type StreamingRoom = { id: number; name: string };
export type District = { id: number; name: string; value: string };
/** nameHi (labelHi for a bench) is the name on Hindi pages; null shows the English one there. */
export type CourtComplex = {
  id: number;
  districtId: number;
  name: string;
  nameHi: string | null;
  value: string;
};
export type CourtRoom = {
  id: number;
  complexId: number;
  name: string;
  nameHi: string | null;
  value: string;
  streamingRoomId: number | null;
  streamingRoom: string | null;
};
export type Bench = { id: number; label: string; labelHi: string | null; value: string };

/** A pause reason of the Reasons master: its message with its code while it is one of ours (keptText). */
export type PauseReason = { id: number; reason: string } & KeptText;

/** The spec's names for the two retention settings, as getretentionPeriod answers them. */
export type RetentionPeriods = { retentionDistrictCourtDays: number; retentionHighCourtDays: number };

/** An address on IP Configuration; `isYours` marks the one the list was asked from, which cannot be banned. */
export type IpEntry = { ip: string; isBanned: boolean; lastSeenAt: string; events: number; isYours: boolean };

export type AccessLogEntry = {
  id: number;
  event: AccessEvent;
  userId: string | null;
  userName: string | null;
  userIdentifier: string | null;
  role: Role | null;
  ip: string | null;
  userAgent: string | null;
  target: string | null;
  detail: string | null;
  createdAt: string;
};

export type AdminDashboardStats = {
  usersByRole: Record<Role, number>;
  signInsToday: number;
  activeSessions: number;
  failedSignIns24h: number;
  liveCourtrooms: number;
  recordings: number;
  storageBytes: number;
  bannedIps: number;
};
