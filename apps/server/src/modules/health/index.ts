export { healthRoutes, type Readiness } from './routes.ts';
