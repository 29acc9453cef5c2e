import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { parseHearingId } from '../../../lib/parse-hearing-id';
import { translateMessage } from '../../../lib/translate-message';
import { useLockDown } from '../../../lib/use-lock-down';
import '../live-stream.css';
import { LiveHearingView } from './live-hearing-view';
import { StreamMessage } from './stream-message';

/** /stream?hearing=<id>: the delayed public stream of the hearing's room, under the spec's lock-down. */
export function LiveStreamPage({ hearing }: { hearing: string | null }) {
  const { t } = useTranslation();
  const { devToolsDetected, dismissDevToolsNotice } = useLockDown();
  const hearingId = parseHearingId(hearing);
  return (
    <section className="live-stream-page">
      <PageTitle title={t('pages.stream')} />
      {hearingId === null ? (
        <StreamMessage message={translateMessage(t, 'streamNotFound')} />
      ) : (
        <LiveHearingView
          key={hearingId}
          hearingId={hearingId}
          devToolsDetected={devToolsDetected}
          onDismissDevTools={dismissDevToolsNotice}
        />
      )}
    </section>
  );
}
