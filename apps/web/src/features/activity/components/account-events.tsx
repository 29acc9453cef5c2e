import { ACTIVITY_LIST_LIMIT, type AccountEvent } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { momentColumn } from '../../../components/moment-column';
import { ActivityList } from './activity-list';
import { DeviceCell } from './device-cell';

/** Sign-ins (failed ones too), sign-outs and changes to the account, with the device and address of each. */
export function AccountEvents({ events }: { events: AccountEvent[] }) {
  const { t } = useTranslation();
  const columns: Column<AccountEvent>[] = [
    momentColumn('at', t('activity.columns.at'), (event) => event.at),
    {
      id: 'event',
      header: t('activity.columns.event'),
      cell: (event) => t(`accessLogs.events.${event.event}`),
    },
    {
      id: 'device',
      header: t('activity.columns.device'),
      cell: (event) => <DeviceCell userAgent={event.userAgent} ip={event.ip} />,
    },
  ];
  return (
    <ActivityList
      title={t('activity.events.title')}
      intro={t('activity.events.intro', { limit: ACTIVITY_LIST_LIMIT })}
      columns={columns}
      rows={events}
      rowKey={(event) => `${event.at} ${event.event}`}
    />
  );
}
