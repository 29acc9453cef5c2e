export { ipBanRoutes } from './routes.ts';
