import { useTranslation } from 'react-i18next';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Spec 2 "Footer": the copyright line with the year, and today's date as dd-mm-yyyy. */
export function Footer() {
  const { t } = useTranslation();
  const today = new Date();
  const date = `${twoDigits(today.getDate())}-${twoDigits(today.getMonth() + 1)}-${today.getFullYear()}`;
  const isoDate = `${today.getFullYear()}-${twoDigits(today.getMonth() + 1)}-${twoDigits(today.getDate())}`;
  return (
    <footer className="app-footer">
      <span>{t('footer.copyright', { year: today.getFullYear() })}</span>
      <time dateTime={isoDate}>{t('footer.today', { date })}</time>
    </footer>
  );
}
