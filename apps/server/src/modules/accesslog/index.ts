export { kolkataTimestamp } from './kolkata-time.ts';
export { accessLogRoutes } from './routes.ts';
