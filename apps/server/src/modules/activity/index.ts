export { activityRoutes } from './routes.ts';
