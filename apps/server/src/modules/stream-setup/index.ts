export { createKeyCipher, type KeyCipher } from './key-cipher.ts';
export { findStreamSetupsOfRoom, streamingRoomIdOf } from './queries.ts';
export { streamSetupRoutes } from './routes.ts';
export { liveStreamDelayOf, streamDelayOf } from './stream-delay.ts';
