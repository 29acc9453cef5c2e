export * from './access-log.ts';
export * from './masters.ts';
export * from './sessions.ts';
export * from './users.ts';
