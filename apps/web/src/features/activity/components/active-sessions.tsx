import type { ActiveSession } from '@nyaya/shared';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable, type Column } from '../../../components/data-table';
import { momentColumn } from '../../../components/moment-column';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { DeviceCell } from './device-cell';

/** Where the user is signed in now, this browser first, with "Sign out all other sessions". */
export function ActiveSessions({ sessions }: { sessions: ActiveSession[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.filter((session) => !session.current).length;
  const rows = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

  const columns: Column<ActiveSession>[] = [
    {
      id: 'device',
      header: t('activity.columns.device'),
      cell: (session) => (
        <>
          <DeviceCell userAgent={session.userAgent} ip={session.ip} />
          {session.current && (
            <Badge bg="success" className="mt-1">
              {t('activity.thisDevice')}
            </Badge>
          )}
        </>
      ),
    },
    momentColumn('signedInAt', t('activity.columns.signedInAt'), (session) => session.signedInAt),
    momentColumn('lastSeenAt', t('activity.columns.lastSeenAt'), (session) => session.lastSeenAt),
  ];

  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id={headingId} className="h4 mb-0">
          {t('activity.sessions.title')}
        </h2>
        <Button variant="outline-danger" disabled={others === 0} onClick={() => setConfirming(true)}>
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          {t('activity.sessions.signOutOthers')}
        </Button>
      </div>
      <DataTable
        caption={t('activity.sessions.caption')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(session) => session.id}
        isLoading={false}
      />
      <ConfirmModal
        show={confirming}
        title={t('activity.sessions.confirmTitle')}
        body={t('activity.sessions.confirmBody', { count: others })}
        confirmLabel={t('activity.sessions.signOutOthers')}
        pending={signOutOthers.isPending}
        onConfirm={() => signOutOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
