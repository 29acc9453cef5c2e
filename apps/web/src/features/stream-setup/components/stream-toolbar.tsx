import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { useRoomIds } from '../api/get-room-ids';

export type StreamAction = 'add' | 'edit' | 'delete' | 'delay';

const ACTIONS: { action: StreamAction; icon: string; variant: string }[] = [
  { action: 'add', icon: 'bi-plus-lg', variant: 'primary' },
  { action: 'edit', icon: 'bi-pencil', variant: 'outline-primary' },
  { action: 'delete', icon: 'bi-trash', variant: 'outline-danger' },
  { action: 'delay', icon: 'bi-clock-history', variant: 'outline-primary' },
];

type StreamToolbarProps = {
  roomId: string;
  onRoomChange: (roomId: string) => void;
  onAction: (action: StreamAction) => void;
};

/** "Search by Room Id" and the Add, Edit, Delete and Delay buttons (edit, delete, delay act on the selection). */
export function StreamToolbar({ roomId, onRoomChange, onAction }: StreamToolbarProps) {
  const { t } = useTranslation();
  const roomIds = useRoomIds().data ?? [];
  return (
    <div className="list-toolbar">
      <FilterSelect
        label={t('streamSetup.roomFilter')}
        value={roomId}
        allLabel={t('streamSetup.allRooms')}
        options={roomIds.map((id) => ({ value: id, label: id }))}
        onChange={onRoomChange}
      />
      <div role="toolbar" aria-label={t('streamSetup.toolbar')} className="d-flex flex-wrap gap-2 ms-auto">
        {ACTIONS.map(({ action, icon, variant }) => (
          <Button key={action} variant={variant} onClick={() => onAction(action)}>
            <i className={`bi ${icon} me-2`} aria-hidden="true" />
            {t(`streamSetup.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
