export { frontDoorRoutes } from './routes.ts';
