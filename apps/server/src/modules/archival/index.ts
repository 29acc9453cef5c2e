export {
  accessOpen,
  cachedOwnArchivalRequests,
  hearingKey,
  type OwnArchivalRequests,
  ownArchivalRequestsOf,
} from './own-requests.ts';
export { archivalRoutes } from './routes.ts';
