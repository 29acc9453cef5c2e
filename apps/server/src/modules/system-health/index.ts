export { systemHealthRoutes } from './routes.ts';
