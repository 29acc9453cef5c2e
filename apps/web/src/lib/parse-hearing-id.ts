/** The ?hearing= of a case search row: a positive whole number, or nothing usable. */
export function parseHearingId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
