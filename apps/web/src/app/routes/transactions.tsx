import { can } from '@nyaya/shared';
import { TransactionsPage } from '../../features/activity/components/transactions-page';
import { MyArchivalRequests } from '../../features/archival/components/my-archival-requests';
import { useSignedInUser } from '../../lib/auth';

/** The user's own activity; a requester's archival requests and their decisions are part of it. */
export function TransactionsRoute() {
  const { role } = useSignedInUser();
  return <TransactionsPage>{can(role, 'archival:request') && <MyArchivalRequests />}</TransactionsPage>;
}
