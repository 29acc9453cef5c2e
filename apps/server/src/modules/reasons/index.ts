export { pauseReasonRoutes, reasonMasterRoutes } from './routes.ts';
