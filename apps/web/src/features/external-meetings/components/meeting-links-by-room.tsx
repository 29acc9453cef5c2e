import { courtDate, type ExternalMeetingRoom } from '@nyaya/shared';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { useMeetingRooms } from '../api/get-meeting-rooms';
import { RoomLinkForm } from './room-link-form';

/** The Controller's part: every streaming room on a chosen date, with the link its hearings are held on. */
export function MeetingLinksByRoom() {
  const { t } = useTranslation();
  const headingId = useId();
  const [date, setDate] = useState(courtDate());
  const rooms = useMeetingRooms(date);
  const columns: Column<ExternalMeetingRoom>[] = [
    { id: 'roomId', header: t('externalMeetings.columns.roomId'), cell: (room) => room.roomId },
    { id: 'hearings', header: t('externalMeetings.columns.hearings'), cell: (room) => room.hearings },
    {
      id: 'link',
      header: t('externalMeetings.columns.link'),
      className: 'w-50',
      // Keyed by what it shows, so a saved or removed link resets the form to it.
      cell: (room) => <RoomLinkForm key={`${date} ${room.meeting?.updatedAt}`} room={room} date={date} />,
    },
  ];
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {t('externalMeetings.rooms.title')}
      </h2>
      <p className="text-body-secondary">{t('externalMeetings.rooms.intro')}</p>
      <Form.Group controlId="external-meetings-date" className="mb-3" style={{ maxWidth: '14rem' }}>
        <Form.Label>{t('externalMeetings.date')}</Form.Label>
        <Form.Control
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
      </Form.Group>
      <DataTable
        caption={t('externalMeetings.rooms.caption')}
        captionHidden
        columns={columns}
        rows={rooms.data}
        rowKey={(room) => room.roomId}
        isLoading={rooms.isPending}
      />
    </section>
  );
}
