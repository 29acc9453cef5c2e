import { ARCHIVAL_STATUSES, type ArchivalStatus } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import type { ArchivalFilters } from '../api/get-archival-requests';
import { ArchivalSearch } from './archival-search';

type ArchivalFiltersBarProps = {
  filters: ArchivalFilters;
  onFilter: (patch: Partial<ArchivalFilters>) => void;
  onCreate: () => void;
};

/** The searches, the Status filter, Clear (back to every request) and Create Request. */
export function ArchivalFiltersBar({ filters, onFilter, onCreate }: ArchivalFiltersBarProps) {
  const { t } = useTranslation();
  const filtered = Boolean(filters.cnr || filters.requestId || filters.status);
  return (
    <div className="list-toolbar align-items-start">
      {/* Remounted when the searches change, so the boxes show what is searched for. */}
      <ArchivalSearch
        key={`${filters.cnr}|${filters.requestId}`}
        cnr={filters.cnr}
        requestId={filters.requestId}
        onSearch={onFilter}
      />
      <FilterSelect
        label={t('archival.statusFilter')}
        value={filters.status}
        allLabel={t('archival.allStatuses')}
        options={ARCHIVAL_STATUSES.map((status) => ({
          value: status,
          label: t(`archival.statuses.${status}`),
        }))}
        onChange={(status) => onFilter({ status: status as ArchivalStatus | '' })}
      />
      <div className="d-flex flex-wrap gap-2 ms-auto mt-md-4 pt-md-2">
        {filtered && (
          <Button variant="outline-primary" onClick={() => onFilter({ cnr: '', requestId: '', status: '' })}>
            {t('archival.clear')}
          </Button>
        )}
        <Button variant="primary" onClick={onCreate}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('archival.create')}
        </Button>
      </div>
    </div>
  );
}
