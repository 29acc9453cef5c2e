import { VerifyRecordingPage } from '../../features/verify-recording/components/verify-recording-page';
import { AuthCard } from '../layouts/auth-card';

/** /verify-recording: open to everyone, signed in or not. */
export function VerifyRecordingRoute() {
  return (
    <AuthCard wide>
      <VerifyRecordingPage />
    </AuthCard>
  );
}
