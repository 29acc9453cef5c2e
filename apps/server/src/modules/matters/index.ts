export { matterRoutes } from './routes.ts';
