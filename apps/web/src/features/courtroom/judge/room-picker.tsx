import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useMonitoredRoomIds } from './api/get-monitored-room-ids';

type RoomPickerProps = { roomId: string | null; onPick: (roomId: string) => void };

/** A Controller chooses the streaming room to monitor. */
export function RoomPicker({ roomId, onPick }: RoomPickerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const rooms = useMonitoredRoomIds();
  const [choice, setChoice] = useState(roomId ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) onPick(choice);
  };

  if (rooms.isPending) {
    return (
      <p role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('courtroomJudge.picker.loading')}
      </p>
    );
  }
  if (rooms.isError) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span>{t('courtroomJudge.picker.loadError')}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void rooms.refetch()}>
          {t('courtroomJudge.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Form className="room-picker" onSubmit={submit}>
      <Form.Label htmlFor={selectId} className="mb-0 fw-semibold">
        {t('courtroomJudge.picker.label')}
      </Form.Label>
      <Form.Select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="">{t('courtroomJudge.picker.placeholder')}</option>
        {rooms.data.map((room) => (
          <option key={room} value={room}>
            {room}
          </option>
        ))}
      </Form.Select>
      <Button type="submit" disabled={!choice || choice === roomId}>
        {t('courtroomJudge.picker.monitor')}
      </Button>
    </Form>
  );
}
