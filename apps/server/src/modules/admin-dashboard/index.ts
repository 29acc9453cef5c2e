export { adminDashboardRoutes } from './routes.ts';
