export { type ControlRoomFeed, createControlRoomFeed } from './feed.ts';
export { listRooms } from './queries.ts';
export { createRoomActivity, type RoomActivity } from './room-activity.ts';
export { controlRoomRoutes } from './routes.ts';
