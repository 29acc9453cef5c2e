import { useTranslation } from 'react-i18next';

/** The page's one h1, also used as the document title. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('app.name')}`}</title>
      <h1 className="page-title">{title}</h1>
    </>
  );
}
