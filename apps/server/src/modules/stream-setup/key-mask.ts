const MASK = '••••';
/** Shorter keys show no characters at all: four of eight would give half the secret away. */
const SHOW_LAST_FROM_LENGTH = 9;

/** How the Stream Setup table shows a key: "••••" and its last four characters; unreadable keys show empty. */
export function maskKey(plain: string | undefined): string {
  if (plain === undefined) return '';
  return plain.length >= SHOW_LAST_FROM_LENGTH ? `${MASK}${plain.slice(-4)}` : MASK;
}
