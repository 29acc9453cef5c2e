export * from './access-log.ts';
export * from './administration.ts';
export * from './masters.ts';
export * from './otp-challenges.ts';
export * from './outbox.ts';
export * from './sessions.ts';
export * from './stream-setup.ts';
export * from './users.ts';
