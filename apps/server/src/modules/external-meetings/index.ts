export { externalMeetingRoutes } from './routes.ts';
export { meetingPathsOn } from './service.ts';
