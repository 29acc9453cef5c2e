export { checkCopy, sealHolds, type CopyCheck } from './check-copy.ts';
export { courtRecordRoutes } from './routes.ts';
export { manifestFileOf, sealRecording, sealUnsealed, type SealDeps } from './seal.ts';
