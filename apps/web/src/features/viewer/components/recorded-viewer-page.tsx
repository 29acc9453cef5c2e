import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { parseHearingId } from '../../../lib/parse-hearing-id';
import { useLockDown } from '../../../lib/use-lock-down';
import '../viewer.css';
import { HearingPlayer } from './hearing-player';
import { ViewerMessage } from './viewer-message';

/** /viewstream?hearing=<id>: a hearing's recording, under the spec's lock-down while the page is open. */
export function RecordedViewerPage({ hearing }: { hearing: string | null }) {
  const { t } = useTranslation();
  const { devToolsDetected, dismissDevToolsNotice } = useLockDown();
  const hearingId = parseHearingId(hearing);
  return (
    <section className="viewer-page">
      <PageTitle title={t('pages.viewStream')} />
      {hearingId === null ? (
        <ViewerMessage message={t('viewer.missingHearing')} />
      ) : (
        <HearingPlayer
          key={hearingId}
          hearingId={hearingId}
          devToolsDetected={devToolsDetected}
          onDismissDevTools={dismissDevToolsNotice}
        />
      )}
    </section>
  );
}
