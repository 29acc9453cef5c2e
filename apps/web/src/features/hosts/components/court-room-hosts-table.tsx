import type { CourtRoomHosts, HostJudge } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { formErrorHandler } from '../../../lib/form-errors';
import { formatLongDay } from '../../../lib/format-date';
import { useRemoveSubstituteJudge, useSetPresidingJudge, useSetSubstituteJudge } from '../api/save-hosts';
import { useCourtNames } from '../../../lib/court-name';
import { placeIn } from '../place-of';
import { JudgeChoiceForm } from './judge-choice-form';

type CourtRoomHostsTableProps = {
  date: string;
  judges: HostJudge[];
  courtRooms: CourtRoomHosts[] | undefined;
  isLoading: boolean;
};

/** Each court room on the date: where it is heard, its presiding judge and the substitute who stands in that day. */
export function CourtRoomHostsTable({
  date,
  judges: activeJudges,
  courtRooms,
  isLoading,
}: CourtRoomHostsTableProps) {
  const { t } = useTranslation();
  const names = useCourtNames();
  const nameOf = (room: CourtRoomHosts) => names.master(room);
  const placeShown = (room: CourtRoomHosts) => placeIn(room, names.language);
  const setPresiding = useSetPresidingJudge();
  const setSubstitute = useSetSubstituteJudge();
  const removeSubstitute = useRemoveSubstituteJudge();
  const judges = activeJudges.map((judge) => ({ value: judge.id, label: judge.name }));
  const day = formatLongDay(date);
  // Keyed by what a form shows, so a saved change resets it to the new state.
  const columns: Column<CourtRoomHosts>[] = [
    {
      id: 'courtRoom',
      header: t('hosts.columns.courtRoom'),
      cell: (room) => (
        <>
          <span className="fw-semibold">{nameOf(room)}</span>
          <span className="d-block small text-body-secondary">{placeShown(room)}</span>
        </>
      ),
    },
    { id: 'roomId', header: t('hosts.columns.roomId'), cell: (room) => room.roomId ?? t('hosts.notLinked') },
    {
      id: 'presiding',
      header: t('hosts.columns.presiding'),
      cell: (room) => (
        <JudgeChoiceForm
          key={room.presiding.map((judge) => judge.id).join()}
          id={`presiding-${room.id}`}
          label={t('hosts.presidingOf', { courtRoom: nameOf(room), complex: placeShown(room) })}
          judges={judges}
          chosen={room.presiding[0]?.id}
          placeholder={t('hosts.choosePresiding')}
          isSaving={setPresiding.isPending}
          onSave={(input, setError) =>
            setPresiding.mutate(
              { courtRoomId: room.id, input },
              { onError: formErrorHandler(setError, ['judgeId']) },
            )
          }
        />
      ),
    },
    {
      id: 'substitute',
      header: t('hosts.columns.substitute', { date: day }),
      cell: (room) => {
        const at = { courtRoomId: room.id, date };
        return (
          <JudgeChoiceForm
            key={`${date} ${room.substitute?.updatedAt}`}
            id={`substitute-${room.id}`}
            label={t('hosts.substituteOf', { courtRoom: nameOf(room), complex: placeShown(room), date: day })}
            judges={judges.filter(
              (judge) => !room.presiding.some((presiding) => presiding.id === judge.value),
            )}
            chosen={room.substitute?.id}
            placeholder={t('hosts.noSubstitute')}
            isSaving={setSubstitute.isPending}
            onSave={(input, setError) =>
              setSubstitute.mutate({ at, input }, { onError: formErrorHandler(setError, ['judgeId']) })
            }
          >
            {room.substitute && (
              <Button
                variant="outline-danger"
                disabled={removeSubstitute.isPending}
                onClick={() => removeSubstitute.mutate(at)}
              >
                {t('hosts.remove')}
              </Button>
            )}
          </JudgeChoiceForm>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('hosts.caption', { date: day })}
      captionHidden
      columns={columns}
      rows={courtRooms}
      rowKey={(room) => room.id}
      isLoading={isLoading}
    />
  );
}
