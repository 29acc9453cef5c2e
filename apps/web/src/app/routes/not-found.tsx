import { MESSAGES } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { translateMessage } from '../../lib/translate-message';

/** Any path that is not a route shows exactly "No Page Found." */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="not-found">
      <PageTitle title={translateMessage(t, MESSAGES.noPageFound)} />
    </main>
  );
}
