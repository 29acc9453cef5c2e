export { verifiedAdvocatesEnrolled } from './queries.ts';
export { matterRoutes } from './routes.ts';
