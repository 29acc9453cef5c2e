/** Court times are Indian Standard Time whatever the browser's zone. */
const IST = 'Asia/Kolkata';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: IST,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO timestamp as "dd-mm-yyyy HH:mm IST" (the spec's dd-mm-yyyy dates). */
export function formatIstDateTime(iso: string): string {
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute} IST`;
}

/** A court day YYYY-MM-DD as dd-mm-yyyy (the spec's date form). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}
