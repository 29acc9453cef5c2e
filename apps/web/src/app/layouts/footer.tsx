import { courtDate } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-date';

/**
 * spec.md §2 "Footer": the copyright line with the year, and today's date as dd-mm-yyyy: the court's today (India),
 * whatever zone the browser is in, as every date of the app.
 */
export function Footer() {
  const { t } = useTranslation();
  const today = courtDate();
  return (
    <footer className="app-footer">
      <span>{t('footer.copyright', { year: today.slice(0, 4) })}</span>
      <time dateTime={today}>{t('footer.today', { date: formatDay(today) })}</time>
    </footer>
  );
}
