import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { useRoomIds } from '../api/get-room-ids';
import type { CauseListFilters } from '../api/get-cause-list';
import { CnrSearch } from './cnr-search';

export type CauseListAction = 'add' | 'edit' | 'delete';

const ACTIONS: { action: CauseListAction; icon: string; variant: string }[] = [
  { action: 'add', icon: 'bi-plus-lg', variant: 'primary' },
  { action: 'edit', icon: 'bi-pencil', variant: 'outline-primary' },
  { action: 'delete', icon: 'bi-trash', variant: 'outline-danger' },
];

type CauseListToolbarProps = {
  filters: CauseListFilters;
  onFilter: (patch: Partial<CauseListFilters>) => void;
  onAction: (action: CauseListAction) => void;
};

/**
 * Search by CNR, the Hearing date and Room filters (changing one leaves the search), and Add, Edit and Delete
 * (edit and delete act on the selection).
 */
export function CauseListToolbar({ filters, onFilter, onAction }: CauseListToolbarProps) {
  const { t } = useTranslation();
  const roomIds = useRoomIds().data ?? [];
  return (
    <div className="list-toolbar">
      {/* Remounted when the search changes, so the box shows the CNR searched for, or nothing. */}
      <CnrSearch key={filters.cnr} cnr={filters.cnr} onSearch={(cnr) => onFilter({ cnr })} />
      <Form.Group controlId="causeList-date-filter">
        <Form.Label>{t('causeList.dateFilter')}</Form.Label>
        <Form.Control
          type="date"
          value={filters.date}
          onChange={(event) => onFilter({ date: event.target.value, cnr: '' })}
        />
      </Form.Group>
      <FilterSelect
        label={t('causeList.roomFilter')}
        value={filters.roomId}
        allLabel={t('causeList.allRooms')}
        options={roomIds.map((id) => ({ value: id, label: id }))}
        onChange={(roomId) => onFilter({ roomId, cnr: '' })}
      />
      <div role="toolbar" aria-label={t('causeList.toolbar')} className="d-flex flex-wrap gap-2 ms-auto">
        {ACTIONS.map(({ action, icon, variant }) => (
          <Button key={action} variant={variant} onClick={() => onAction(action)}>
            <i className={`bi ${icon} me-2`} aria-hidden="true" />
            {t(`causeList.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
