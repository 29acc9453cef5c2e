export { runRetention, startRetentionJob } from './retention.ts';
export { recordingRoutes } from './routes.ts';
export { createViewingVersionMaker } from './viewing-versions.ts';
