export { adminUserRoutes } from './routes.ts';
