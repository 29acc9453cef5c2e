export { retentionRoutes } from './routes.ts';
export { retentionDays } from './service.ts';
