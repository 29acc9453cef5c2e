import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function PlaceholderRoute({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(titleKey)} />;
}
