import type { AccessLogChainHealth } from './access-log.ts';
import type { RelayState } from './media.ts';

/** An error an instance logged: when, and its message. */
export type RecentError = { at: string; message: string };

/**
 * A room's live HLS ffmpeg (the recording in, the delayed stream's segments out): running, or dead since a moment
 * (and why) until the room's next chunk starts it again.
 */
export type IngestState =
  { status: 'running'; since: string } | { status: 'failed'; since: string; reason: string };

/**
 * One ffmpeg of a streaming room's live pipeline, in its state since `since` (ISO): the courtroom's HLS, the low
 * rendition's from the judge's browser (`low-rung`), and a relay per platform.
 */
export type MediaProcess =
  | ({ roomId: string; kind: 'ingest' | 'low-rung' } & IngestState)
  | ({ roomId: string; kind: 'relay' } & RelayState);

/** One app instance: its process, the sockets connected to it, its last errors and its ffmpeg processes. */
export type InstanceHealth = {
  /** Random per instance: two instances may share a host and a process name. */
  id: string;
  name: string;
  startedAt: string;
  residentMiB: number;
  sockets: number;
  recentErrors: RecentError[];
  mediaProcesses: MediaProcess[];
};

/**
 * GET /api/v1/master/systemHealth: the admin panel's view of every running instance, the one that answered first
 * (the others as they last reported, a few seconds ago at most), and the storage they share. The rooms and the
 * recordings come from the control room's calls, which every instance answers alike.
 */
export type SystemHealth = {
  instances: InstanceHealth[];
  storage: { mediaFreeBytes: number; mediaTotalBytes: number; databaseBytes: number };
  backups: BackupsHealth;
  accessLogChain: AccessLogChainHealth;
  mediaScrub: MediaScrubHealth;
};

/** A stored recording that no longer matches its seal when read back, and what was found. */
export type DamagedRecording = {
  recordingId: number;
  cnr: string;
  hearingDate: string;
  file: string;
  damage: string;
  checkedAt: string;
};

/**
 * The media scrub: how many sealed recordings there are, how many were read back within the scrub's days, and
 * those found damaged (the newest first, a few at most).
 */
export type MediaScrubHealth = { recordings: number; checkedRecently: number; damaged: DamagedRecording[] };

export const BACKUP_RESULTS = ['running', 'verified', 'failed'] as const;
export type BackupResult = (typeof BACKUP_RESULTS)[number];

/** A scheduled backup: when it started (and finished), how it ended, its size and, when it failed, why. */
export type BackupRun = {
  startedAt: string;
  finishedAt: string | null;
  result: BackupResult;
  /** Every file of the backup, linked ones included: what a restore copies back. */
  bytes: number | null;
  problem: string | null;
};

/** Whether the server backs up on a schedule (BACKUP_DIR), and the newest scheduled backup. */
export type BackupsHealth = { scheduled: boolean; last: BackupRun | null };

/** How often the admin panel asks again. */
export const SYSTEM_HEALTH_REFRESH_MS = 5000;
