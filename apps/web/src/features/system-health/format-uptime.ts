const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * How long from `since` to `now` in the two largest units there are, in the user's language: "12 sec",
 * "3 min 5 sec", "2 hr 0 min", "1 day 4 hr".
 */
export function formatUptime(since: string, now: Date, language: string): string {
  let seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 1000));
  const amounts = UNITS.map(([unit, length]) => {
    const amount = Math.floor(seconds / length);
    seconds -= amount * length;
    return { unit, amount };
  });
  const largest = amounts.findIndex(({ amount }) => amount > 0);
  return amounts
    .slice(largest === -1 ? UNITS.length - 1 : largest)
    .slice(0, 2)
    .map(({ unit, amount }) =>
      new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(amount),
    )
    .join(' ');
}
