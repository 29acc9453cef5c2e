import { fillMessage } from '@nyaya/shared';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/translate-message';

/** spec.md §8: the live stream could not be made (snapshot.streamFailure), until it runs again. */
export function StreamFailureAlert({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <Alert variant="danger" data-testid="stream-failure">
      {fillMessage(translateMessage(t, 'createStreamsFailed'), { reason })}
    </Alert>
  );
}
