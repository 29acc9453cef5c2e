import { QueryFallback } from '../../../../components/query-fallback';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title';
import { useLobbyCase } from '../api/get-lobby-case';
import '../lobby.css';
import { LobbyRoom } from './lobby-room';

/** The ?hearing= of a case search row: a positive whole number, or nothing usable. */
function parseHearingId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

type AdvocateLobbyPageProps = { hearing: string | null; cnr: string | null };

/** /advocatelobby?hearing=<id>&cnr=<cnr>: the advocate waits here for the judge to admit them (spec.md §2). */
export function AdvocateLobbyPage({ hearing, cnr }: AdvocateLobbyPageProps) {
  const { t } = useTranslation();
  const hearingId = parseHearingId(hearing);
  return (
    <section>
      <PageTitle title={t('pages.advocateLobby')} />
      {hearingId === null || !cnr ? (
        <Alert variant="warning">{t('courtroomLobby.missingCase')}</Alert>
      ) : (
        <LobbyCase hearingId={hearingId} cnr={cnr} />
      )}
    </section>
  );
}

function LobbyCase({ hearingId, cnr }: { hearingId: number; cnr: string }) {
  const { t } = useTranslation();
  const lobbyCase = useLobbyCase(hearingId, cnr);
  if (!lobbyCase.isSuccess) {
    return (
      <QueryFallback
        query={lobbyCase}
        loadingText={t('courtroomLobby.loading')}
        errorText={t('courtroomLobby.loadError')}
      />
    );
  }
  if (!lobbyCase.data) return <Alert variant="warning">{t('courtroomLobby.caseNotFound')}</Alert>;
  return <LobbyRoom row={lobbyCase.data} />;
}
