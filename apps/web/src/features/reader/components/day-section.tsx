import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayList } from '../api/get-day-list';
import { useSignedInUser } from '../../../lib/auth';
import { dayCourts } from '../../../lib/day-courts';
import { formatLongDay } from '../../../lib/format-date';
import { useCourtTitles } from '../../../lib/use-court-titles';
import { DayTable } from './day-table';

type DaySectionProps = { title: string; date: string };

/**
 * One court day of the reader's room: its heading (the day written out, and the court by its name, on paper
 * too; the room only where no court room is named) and its hearings.
 */
export function DaySection({ title, date }: DaySectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isLoading } = useDayList(date);
  const { courtRoom } = useSignedInUser();
  const titles = useCourtTitles();
  const longDate = formatLongDay(date);
  const courts = data
    ? dayCourts(
        data.entries.map((entry) => entry.courtRoom),
        courtRoom,
        titles,
      )
    : [];
  const court = courts.length > 0 ? courts.join('; ') : data?.roomId;
  return (
    <section className="reader-day mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 mb-1">
        {title}
        <span className="d-block fs-6 fw-normal text-body-secondary mt-1">
          <time dateTime={date}>{longDate}</time>
          {data?.roomId && court && <span className="reader-day-court">{` · ${court}`}</span>}
        </span>
      </h2>
      {data && data.roomId === null ? (
        <p className="text-body-secondary">{t('reader.noRoom')}</p>
      ) : (
        <DayTable
          caption={t('reader.caption', { date: longDate })}
          entries={data?.entries}
          isLoading={isLoading}
        />
      )}
    </section>
  );
}
