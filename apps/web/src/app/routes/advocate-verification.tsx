import { AdvocateVerificationPage } from '../../features/advocate-verification/components/advocate-verification-page';

export function AdvocateVerificationRoute() {
  return <AdvocateVerificationPage />;
}
