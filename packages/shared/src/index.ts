export * from './api.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './socket.ts';
export * from './schemas/auth.ts';
export * from './schemas/fields.ts';
