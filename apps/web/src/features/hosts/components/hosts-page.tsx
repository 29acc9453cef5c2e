import { courtDate } from '@nyaya/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCourtRoomHosts } from '../api/get-court-room-hosts';
import { useCourtNames } from '../../../lib/court-name';
import { placeIn, placeOf } from '../place-of';
import { CourtRoomHostsTable } from './court-room-hosts-table';

/** The complex choice that lists every court room. */
const EVERY_COMPLEX = '';

/**
 * /admin/host: who presides in each court room (and so hosts its hearings in the streaming room), and the judge
 * who stands in for them on a day they are away, one court complex at a time (the first until another is chosen).
 * A past day is history: the date starts at the court's today.
 */
export function HostsPage() {
  const { t } = useTranslation();
  const today = courtDate();
  const [date, setDate] = useState(today);
  const [chosenPlace, setChosenPlace] = useState<string | null>(null);
  const hosts = useCourtRoomHosts(date);
  const { language } = useCourtNames();
  // Chosen by its English place, so that the choice holds when the language changes; shown in the page's.
  const places = new Map(hosts.data?.courtRooms.map((room) => [placeOf(room), placeIn(room, language)]));
  const place = chosenPlace ?? [...places.keys()][0] ?? EVERY_COMPLEX;
  const courtRooms = hosts.data?.courtRooms.filter(
    (room) => place === EVERY_COMPLEX || placeOf(room) === place,
  );
  return (
    <section className="page">
      <PageTitle title={t('pages.host')} />
      <p className="lead">{t('hosts.intro')}</p>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group controlId="hosts-date" style={{ maxWidth: '14rem' }}>
          <Form.Label>{t('hosts.date')}</Form.Label>
          <Form.Control
            type="date"
            min={today}
            value={date}
            onChange={(event) => event.target.value >= today && setDate(event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="hosts-complex" style={{ minWidth: '18rem' }}>
          <Form.Label>{t('hosts.complex')}</Form.Label>
          <Form.Select value={place} onChange={(event) => setChosenPlace(event.target.value)}>
            {[...places].map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
            <option value={EVERY_COMPLEX}>{t('hosts.everyComplex')}</option>
          </Form.Select>
        </Form.Group>
      </div>
      <CourtRoomHostsTable
        date={date}
        judges={hosts.data?.judges ?? []}
        courtRooms={courtRooms}
        isLoading={hosts.isPending}
      />
    </section>
  );
}
