import { ACTIVITY_LIST_LIMIT, type RecordingViewed } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { formatDay } from '../../../lib/format-date';
import { momentColumn } from '../../../components/moment-column';
import { ActivityList } from './activity-list';

/** The hearings whose recordings the user opened, the last time and how many times. */
export function RecordingsViewed({ viewed }: { viewed: RecordingViewed[] }) {
  const { t } = useTranslation();
  const columns: Column<RecordingViewed>[] = [
    { id: 'cnr', header: t('activity.columns.cnr'), cell: (hearing) => hearing.cnr },
    {
      id: 'hearingDate',
      header: t('activity.columns.hearingDate'),
      className: 'text-nowrap',
      cell: (hearing) => formatDay(hearing.hearingDate),
    },
    momentColumn('lastViewedAt', t('activity.columns.lastViewedAt'), (hearing) => hearing.lastViewedAt),
    { id: 'views', header: t('activity.columns.views'), cell: (hearing) => hearing.views },
  ];
  return (
    <ActivityList
      title={t('activity.recordings.title')}
      intro={t('activity.recordings.intro', { limit: ACTIVITY_LIST_LIMIT })}
      columns={columns}
      rows={viewed}
      rowKey={(hearing) => `${hearing.cnr} ${hearing.hearingDate}`}
    />
  );
}
