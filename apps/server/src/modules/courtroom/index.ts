export { type RoomAnnouncer } from './context.ts';
export { durableRoomState } from './durable-room-state.ts';
export { iceServersFor } from './ice-servers.ts';
export { type RecordingEvents, type StreamEvents } from './recording-events.ts';
export { registerCourtroom } from './register.ts';
export { createRoomAnnouncer } from './room-announcer.ts';
export { courtroomRoutes } from './routes.ts';
export { createSfu } from './sfu/sfu.ts';
