export { createBroadcast } from './broadcast.ts';
export { liveRoutes } from './routes.ts';
