export { caseStatus, courtOf, presentCaseRow } from './hearing-presenter.ts';
export {
  findHearingById,
  findHearingsByCnr,
  heardIn,
  hearingColumns,
  type HearingRecord,
  selectHearings,
} from './hearing-queries.ts';
export { entryNames, namesEnrollment } from './names-enrollment.ts';
export { presentCauseListEntry } from './presenter.ts';
export {
  type CauseListRecord,
  findCauseListByCnr,
  findCauseListEntries,
  findCauseListEntry,
} from './queries.ts';
export { causeListReaderRoutes } from './reader-routes.ts';
export { causeListRoutes } from './routes.ts';
