export { describeChanges, recordMasterChange } from './changes.ts';
export { crudRoutes } from './crud-routes.ts';
export { findCourtRoom, listCourtRoomPlaces, listStreamingRooms } from './queries.ts';
export { masterRoutes } from './routes.ts';
