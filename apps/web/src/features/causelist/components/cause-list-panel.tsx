import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { appState, useAppState } from '../../../lib/app-state';

/** The judge's cause-list panel, opened from the sidebar's Cause List toggle (shared showCauseList). */
export function CauseListPanel() {
  const { t } = useTranslation();
  const show = useAppState((state) => state.showCauseList);
  return (
    <Offcanvas
      show={show}
      onHide={() => appState.setShowCauseList(false)}
      placement="end"
      id="cause-list-panel"
      aria-labelledby="cause-list-panel-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="cause-list-panel-title" as="h2" className="h5">
          {t('causeListPanel.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <p className="text-body-secondary">{t('causeListPanel.empty')}</p>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
