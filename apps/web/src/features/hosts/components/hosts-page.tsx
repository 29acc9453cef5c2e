import { courtDate } from '@nyaya/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCourtRoomHosts } from '../api/get-court-room-hosts';
import { CourtRoomHostsTable } from './court-room-hosts-table';

/**
 * /admin/host: who presides in each court room (and so hosts its hearings in the streaming room), and the judge
 * who stands in for them on a day they are away. A past day is history: the date starts at the court's today.
 */
export function HostsPage() {
  const { t } = useTranslation();
  const today = courtDate();
  const [date, setDate] = useState(today);
  const hosts = useCourtRoomHosts(date);
  return (
    <section className="page">
      <PageTitle title={t('pages.host')} />
      <p className="lead">{t('hosts.intro')}</p>
      <Form.Group controlId="hosts-date" className="mb-3" style={{ maxWidth: '14rem' }}>
        <Form.Label>{t('hosts.date')}</Form.Label>
        <Form.Control
          type="date"
          min={today}
          value={date}
          onChange={(event) => event.target.value >= today && setDate(event.target.value)}
        />
      </Form.Group>
      <CourtRoomHostsTable date={date} hosts={hosts.data} isLoading={hosts.isPending} />
    </section>
  );
}
