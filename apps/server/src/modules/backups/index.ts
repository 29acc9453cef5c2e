export { createBackup, restoreBackup, verifyBackup } from './backup.ts';
export { BackupRefusal, databaseDump, scheduledDump, type DatabaseTarget } from './database.ts';
export { lastBackupRun, startBackupSchedule } from './schedule.ts';
export { fetchSnapshot, serveDatabaseSnapshots } from './snapshot-socket.ts';
