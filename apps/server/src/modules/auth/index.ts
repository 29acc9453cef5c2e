export { authRoutes } from './routes.ts';
