export { describeChanges } from './changes.ts';
export { findAdminUser } from './queries.ts';
export { adminUserRoutes } from './routes.ts';
