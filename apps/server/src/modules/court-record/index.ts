export { courtRecordRoutes } from './routes.ts';
export { manifestFileOf, sealRecording, sealUnsealed, type SealDeps } from './seal.ts';
