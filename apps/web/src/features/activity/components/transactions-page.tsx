import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { QueryFallback } from '../../../components/query-fallback';
import { SettingsBreadcrumb } from '../../../components/settings-breadcrumb';
import { useOwnActivity } from '../api/get-own-activity';
import { AccountEvents } from './account-events';
import { ActiveSessions } from './active-sessions';
import { CodesSent } from './codes-sent';
import { RecordingsViewed } from './recordings-viewed';

/**
 * /transactions: the user's own activity (where they are signed in, sign-ins and account changes, codes sent,
 * recordings viewed), so that they can spot what was not them and sign the other sessions out.
 */
export function TransactionsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const activity = useOwnActivity();
  return (
    <section className="page">
      <SettingsBreadcrumb current={t('pages.transactions')} />
      <PageTitle title={t('pages.transactions')} />
      <p className="lead">{t('activity.intro')}</p>
      {activity.data ? (
        <>
          <ActiveSessions sessions={activity.data.sessions} />
          <AccountEvents events={activity.data.accountEvents} />
          <CodesSent codes={activity.data.codesSent} />
          <RecordingsViewed viewed={activity.data.recordingsViewed} />
        </>
      ) : (
        <QueryFallback
          query={activity}
          loadingText={t('activity.loading')}
          errorText={t('activity.loadFailed')}
        />
      )}
      {children}
    </section>
  );
}
