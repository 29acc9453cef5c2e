import { useTranslation } from 'react-i18next';
import type { KeptText } from '@nyaya/shared';
import { keptTextShown, translateShown } from '../../../lib/translate-message';

/** What the public sees while the room is not streamed: the pause reason's message, or "Court not in session". */
export function StreamSlate({ message }: { message: KeptText }) {
  const { t } = useTranslation();
  return (
    <div className="live-stream-slate" role="status" data-testid="stream-slate">
      <i className="bi bi-broadcast fs-1" aria-hidden="true" />
      <p className="h5 mb-0">{translateShown(t, keptTextShown(message))}</p>
    </div>
  );
}
