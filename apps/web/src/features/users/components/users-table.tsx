import type { AdminUser } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { courtRoomPlaceLabel, useCourtRoomPlaces } from '../../../lib/use-court-room-places';
import { UserActions } from './user-actions';

type UsersTableProps = {
  users: AdminUser[] | undefined;
  isLoading: boolean;
  onEdit: (user: AdminUser) => void;
  onToggleStatus: (user: AdminUser) => void;
};

export function UsersTable({ users, isLoading, onEdit, onToggleStatus }: UsersTableProps) {
  const { t } = useTranslation();
  const places = useCourtRoomPlaces();
  const roomName = (value: string | null) => {
    const place = value ? places.find((entry) => entry.value === value) : undefined;
    return place ? courtRoomPlaceLabel(place) : (value ?? '');
  };
  const columns: Column<AdminUser>[] = [
    { id: 'name', header: t('users.columns.name'), cell: (user) => user.name },
    { id: 'email', header: t('users.columns.email'), cell: (user) => user.email },
    {
      id: 'mobile',
      header: t('users.columns.mobile'),
      className: 'text-nowrap',
      cell: (user) => `+${user.dialCode} ${user.mobile}`,
    },
    { id: 'role', header: t('users.columns.role'), cell: (user) => t(`roles.${user.role}`) },
    { id: 'courtRoom', header: t('users.columns.courtRoom'), cell: (user) => roomName(user.courtRoom) },
    {
      id: 'status',
      header: t('users.columns.status'),
      cell: (user) => (
        <Badge bg={user.isActive ? 'success' : 'secondary'}>
          {user.isActive ? t('users.active') : t('users.inactive')}
        </Badge>
      ),
    },
    {
      id: 'password',
      header: t('users.columns.password'),
      cell: (user) =>
        user.passwordSet ? (
          t('users.passwordSet')
        ) : (
          <Badge bg="warning" text="dark">
            {t('users.awaitingPassword')}
          </Badge>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (user) => <UserActions user={user} onEdit={onEdit} onToggleStatus={onToggleStatus} />,
    },
  ];
  return (
    <DataTable
      caption={t('users.caption')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      isLoading={isLoading}
    />
  );
}
