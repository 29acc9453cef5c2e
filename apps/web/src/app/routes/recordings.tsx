import { useTranslation } from 'react-i18next';
import { CaseSearchPage } from '../../features/case-search/components/case-search-page';

export function RecordingsRoute() {
  const { t } = useTranslation();
  return <CaseSearchPage title={t('pages.recordings')} />;
}
