import { QueryFallback } from '../../../components/query-fallback';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
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

  if (!rooms.isSuccess) {
    return (
      <QueryFallback
        query={rooms}
        loadingText={t('courtroomJudge.picker.loading')}
        errorText={t('courtroomJudge.picker.loadError')}
      />
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
