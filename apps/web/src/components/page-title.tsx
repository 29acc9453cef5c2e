import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's one h1, also used as the document title. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const documentTitle = `${title} | ${t('app.name')}`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return <h1 className="page-title">{title}</h1>;
}
