export { checkCopy, sealHolds, type CopyCheck } from './check-copy.ts';
export { courtRecordRoutes } from './routes.ts';
export { manifestFileOf, sealRecording, sealUnsealed, type SealDeps } from './seal.ts';
export {
  FILE_MISSING,
  damageOf,
  keepReadBack,
  mediaScrubHealth,
  startMediaScrub,
  type ReadBackDeps,
} from './scrub.ts';
