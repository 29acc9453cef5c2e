export { describeAccountChanges } from './account-changes.ts';
export { verifiedAdvocatesEnrolled } from './advocates-enrolled.ts';
export { type AdminUserRecord, findAdminUser, listAdminUsers } from './admin-records.ts';
export { assertContactsFree, rethrowContactTaken } from './contacts.ts';
export { assertEnrollmentFree } from './enrollment.ts';
export { activeJudges, findActiveJudge, namesOf, seatPresidingJudge } from './judges.ts';
export { activeSuperAdmins } from './super-admins.ts';
export { insertUser, personColumns } from './new-user.ts';
export { presentUser } from './presenter.ts';
export { userRoutes } from './routes.ts';
export {
  contactsVerified,
  removeStaleUnverifiedAccounts,
  removeUnverifiedHolders,
} from './unverified-accounts.ts';
