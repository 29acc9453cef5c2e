import { courtDate, nextCourtWorkingDay } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { DaySection } from './day-section';

/** The Reader's dashboard: their court room's list for the court's today and the next working day, to print. */
export function ReaderPanel() {
  const { t } = useTranslation();
  const today = courtDate();
  return (
    <div className="reader-panel mb-4">
      <div
        className="d-flex justify-content-end mb-2 d-print-none"
        role="toolbar"
        aria-label={t('reader.toolbar')}
      >
        <Button variant="outline-primary" aria-label={t('reader.printLabel')} onClick={() => window.print()}>
          <i className="bi bi-printer me-2" aria-hidden="true" />
          {t('reader.print')}
        </Button>
      </div>
      <DaySection title={t('reader.today')} date={today} />
      <DaySection title={t('reader.nextWorkingDay')} date={nextCourtWorkingDay(today)} />
    </div>
  );
}
