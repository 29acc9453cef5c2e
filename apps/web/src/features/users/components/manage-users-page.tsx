import { ROLES, type AdminUser, type Role } from '@nyaya/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { SearchField } from '../../../components/search-field';
import { usePageState } from '../../../lib/use-page-state';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useUsers } from '../api/get-users';
import { UserFormModal } from './user-form-modal';
import { UserStatusModal } from './user-status-modal';
import { UsersTable } from './users-table';

const FILTERS = ['q', 'role'] as const;

function asRole(value: string): Role | '' {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : '';
}

/** /masters/manage-users: search, filter by role, add, edit, activate or deactivate staff and users. */
export function ManageUsersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useSearchFilters(FILTERS);
  const [page, setPage] = usePageState();
  const role = asRole(filters.role);
  const users = useUsers({ page, q: filters.q, role });
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [statusTarget, setStatusTarget] = useState<AdminUser | null>(null);

  return (
    <section className="page">
      <PageTitle title={t('pages.manageUsers')} />
      <div className="list-toolbar">
        <SearchField label={t('users.search')} value={filters.q} onSearch={(q) => setFilters({ q })} />
        <FilterSelect
          label={t('users.roleFilter')}
          value={role}
          allLabel={t('users.allRoles')}
          options={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          onChange={(value) => setFilters({ role: value })}
        />
        <Button className="ms-auto" onClick={() => setEditing('new')}>
          <i className="bi bi-person-plus me-2" aria-hidden="true" />
          {t('users.add')}
        </Button>
      </div>
      <UsersTable
        users={users.data?.data}
        isLoading={users.isPending}
        onEdit={setEditing}
        onToggleStatus={setStatusTarget}
      />
      <Pagination page={page} totalPages={users.data?.totalPages ?? 0} onChange={setPage} />
      {editing && (
        <UserFormModal user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <UserStatusModal user={statusTarget} onClose={() => setStatusTarget(null)} />
    </section>
  );
}
