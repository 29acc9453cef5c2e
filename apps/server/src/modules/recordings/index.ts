export { runRetention, startRetentionJob } from './retention.ts';
export { recordingRoutes } from './routes.ts';
