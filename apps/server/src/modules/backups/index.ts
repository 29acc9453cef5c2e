export { createBackup, restoreBackup, verifyBackup } from './backup.ts';
export { BackupRefusal, databaseDump, type DatabaseTarget } from './database.ts';
export { serveDatabaseSnapshots } from './snapshot-socket.ts';
