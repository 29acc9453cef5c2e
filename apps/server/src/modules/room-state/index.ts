export {
  type CourtroomStore,
  createCourtroomStore,
  type PublishedMedia,
  type RoomMeta,
  type Seat,
} from './courtroom-store.ts';
export { createMemoryHashStore } from './memory-store.ts';
export { isOnAir, offAirMessageOf, publicStreamStateOf, reachesThePublic } from './on-air.ts';
export { createRedisHashStore } from './redis-store.ts';
