export { kolkataTimestamp } from './kolkata-time.ts';
export { accessLogRoutes } from './routes.ts';
export {
  checkCheckpoints,
  lastCheckpoint,
  startAccessLogCheckpoints,
  takeCheckpoint,
} from './checkpoints.ts';
