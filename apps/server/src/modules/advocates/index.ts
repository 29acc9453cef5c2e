export { advocateRoutes } from './routes.ts';
