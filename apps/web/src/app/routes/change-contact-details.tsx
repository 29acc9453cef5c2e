import { ChangeContactDetailsPage } from '../../features/account/components/change-contact-details-page';

export function ChangeContactDetailsRoute() {
  return <ChangeContactDetailsPage />;
}
