export { hostRoutes } from './routes.ts';
export { isStoodInFor, streamingRoomOfUser } from './sitting.ts';
