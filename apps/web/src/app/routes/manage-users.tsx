import { ManageUsersPage } from '../../features/users/components/manage-users-page';

export function ManageUsersRoute() {
  return <ManageUsersPage />;
}
