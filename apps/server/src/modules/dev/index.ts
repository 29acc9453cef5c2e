export { devRoutes } from './routes.ts';
